//xfail:NOT_ALL_VERIFIED
//--local_size=8 --num_groups=1
//barrier invariant
/* Without __read_permission the neighbour's cell is one neither work item
   accessed since the last barrier: the barrier invariant cannot be checked. */
#define N 8
#define tid get_local_id(0)
__kernel void perm(__global int *out) {
  __local int A[N];
  A[tid] = tid;
  __barrier_invariant_1(A[tid] == tid, (tid + 1) % N);
  barrier(CLK_LOCAL_MEM_FENCE);

  __barrier_invariant_1(A[(tid + 1) % N] == (tid + 1) % N, tid);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[tid] = A[tid];
}
