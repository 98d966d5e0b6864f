//pass
//--local_size=64 --num_groups=2
/* Twin of divergence_branch_racy: the barrier is under a uniform branch on a kernel argument. */
__kernel void divergence_branch(__global int *out, int n) {
  __local int buf[64];
  size_t tid = get_local_id(0);
  buf[tid] = n;
  if (n > 5)
    barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = buf[tid];
}
