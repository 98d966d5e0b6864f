//pass
//--local_size=64 --num_groups=16
/* Particles as int3 positions and velocities (3-element vectors in 16-byte storage): each work item moves its own particle, bounces it off the walls lane by lane, and counts the lanes that bounced. */
__kernel void step(__global int3 *pos, __global int3 *vel, __global int *bounces, int3 box) {
  int i = get_global_id(0);
  int3 p = pos[i] + vel[i];
  int3 v = vel[i];
  int3 out = (p < (int3)(0)) | (p > box);
  v = select(v, -v, out);
  p = clamp(p, (int3)(0), box);
  pos[i] = p;
  vel[i] = v;
  bounces[i] = -(out.x + out.y + out.z);
}
