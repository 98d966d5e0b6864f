//pass
//--local_size=8 --num_groups=1
/* __read_permission reads the right neighbour's cell, so that the barrier
   invariant may talk about it (read_permission_wrong: without it, the
   cell is one neither work item accessed). */
#define N 8
#define tid get_local_id(0)
__kernel void perm(__global int *out) {
  __local int A[N];
  A[tid] = tid;
  __barrier_invariant_1(A[tid] == tid, (tid + 1) % N);
  barrier(CLK_LOCAL_MEM_FENCE);
  __read_permission(int, A[(tid + 1) % N]);
  __barrier_invariant_1(A[(tid + 1) % N] == (tid + 1) % N, tid);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[tid] = A[tid];
}
