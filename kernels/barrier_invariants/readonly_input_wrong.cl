//xfail:NOT_ALL_VERIFIED
//--local_size=4 --num_groups=1
//barrier invariant might not hold
/* The same invariant, but A[t] leaves out flag[3]: it must fail. */
__kernel void readonly_input(__global const uint *flag, __global uint *out) {
  __local uint A[8];
  unsigned t = get_local_id(0);
  A[t] = flag[0] + flag[1] + flag[2];
#pragma bvgen barrier_invariant A[t] == flag[0] + flag[1] + flag[2] + flag[3] instantiate(t)
  barrier(CLK_LOCAL_MEM_FENCE);
  out[A[t] % 4 + 4 * t] = A[t];
}
