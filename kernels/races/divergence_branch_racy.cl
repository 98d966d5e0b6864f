//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//divergen|non-uniform
/* A barrier under a thread-dependent branch (tid < 5): barrier divergence. */
__kernel void divergence_branch(__global int *out, int n) {
  __local int buf[64];
  size_t tid = get_local_id(0);
  buf[tid] = n;
  if (tid < 5)
    barrier(CLK_LOCAL_MEM_FENCE); // want "non-uniform control flow"
  out[get_global_id(0)] = buf[tid];
}
