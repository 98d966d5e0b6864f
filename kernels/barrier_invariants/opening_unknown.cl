//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//locations that neither work item accessed
/* A[(tid+1)%64] holds (tid+1)%64 after the first barrier, but between the two barriers neither work item of the pair
   accesses it, so other work items may have changed it: the second invariant fails because of unknown locations. */
__kernel void opening(__global unsigned *B) {
  __local unsigned A[64];
  unsigned tid = get_local_id(0);
  A[tid] = tid;
#pragma bvgen barrier_invariant A[tid] == tid instantiate(tid, (tid + 1) % 64)
  barrier(CLK_LOCAL_MEM_FENCE);
#pragma bvgen barrier_invariant A[(tid + 1) % 64] == (tid + 1) % 64 instantiate(tid)
  barrier(CLK_LOCAL_MEM_FENCE);
  B[tid] = A[(tid + 1) % 64];
}
