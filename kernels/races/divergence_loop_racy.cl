//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//divergen|non-uniform
/* A barrier in a loop whose trip count depends on the thread id: barrier divergence. */
__kernel void divergence_loop(__global int *out) {
  __local int buf[64];
  size_t tid = get_local_id(0);
  buf[tid] = 0;
  for (uint i = 0; i < tid; i++) {
    buf[tid] += (int)i;
    barrier(CLK_LOCAL_MEM_FENCE); // want "non-uniform control flow"
  }
  out[get_global_id(0)] = buf[tid];
}
