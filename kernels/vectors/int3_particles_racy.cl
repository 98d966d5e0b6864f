//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//race on pos
/* int3_particles_ok.cl writing the z lane of the next particle through an int pointer: an int3 occupies four ints, so ((int *)pos)[4 * i + 6] is pos[i + 1].z, which work item i + 1 writes too. */
__kernel void step(__global int3 *pos, __global int3 *vel, __global int *bounces, int3 box) {
  int i = get_global_id(0);
  int3 p = pos[i] + vel[i];
  int3 v = vel[i];
  int3 out = (p < (int3)(0)) | (p > box);
  v = select(v, -v, out);
  p = clamp(p, (int3)(0), box);
  pos[i] = p;
  vel[i] = v;
  ((__global int *)pos)[4 * i + 6] = 0;
  bounces[i] = -(out.x + out.y + out.z);
}
