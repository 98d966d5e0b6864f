//pass
//--local_size=64 --num_groups=2
/* Twin of divergence_loop_racy: the trip count is a kernel argument, so all threads agree. */
__kernel void divergence_loop(__global int *out, uint n) {
  __local int buf[64];
  size_t tid = get_local_id(0);
  buf[tid] = 0;
  for (uint i = 0; i < n; i++) {
    buf[tid] += (int)i;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = buf[tid];
}
