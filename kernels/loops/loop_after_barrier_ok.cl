//pass
//--local_size=64 --num_groups=4
/* A loop after a barrier: each work item writes s[lid + 1] before the barrier, then cells lid, lid + 64 in a strided loop. The barrier resets the log, so the pre-barrier write cannot be a source of a race in the loop (the loop's offset candidates used to carry it as a disjunct, too weak to prove the loop's cells disjoint). */
__kernel void k(__global float *in, __global float *out) {
  __local float s[129];
  int lid = get_local_id(0);
  s[lid + 1] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int k = lid; k < 128; k += 64)
    s[k] = 2.0f * in[k];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = s[lid];
}
