//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//locations that neither work item accessed
/* The invariant talks about A[tid+1], which neither work item of the pair wrote: it fails because of unknown locations. */
__kernel void opening(__global unsigned *B) {
  __local unsigned A[65];
  unsigned tid = get_local_id(0);
  A[tid] = 2 * tid + 1;
#pragma bvgen barrier_invariant A[tid + 1] == 2 * tid + 3 instantiate(tid)
  barrier(CLK_LOCAL_MEM_FENCE);
  B[A[tid]] = tid;
}
