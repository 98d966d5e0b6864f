//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//barrier invariant might not hold
/* A wrong barrier invariant (A[tid] is 2*tid+1, not tid+1) must fail before the barrier. */
__kernel void opening(__global unsigned *B) {
  __local unsigned A[64];
  unsigned tid = get_local_id(0);
  A[tid] = 2 * tid + 1;
#pragma bvgen barrier_invariant A[tid] == tid + 1 instantiate(tid)
  barrier(CLK_LOCAL_MEM_FENCE);
  B[A[tid]] = tid;
}
