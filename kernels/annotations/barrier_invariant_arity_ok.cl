//pass
//--local_size=8 --num_groups=1
/* Barrier invariants with 0 and 3 instantiations: after the barrier, each
   work item knows the cells of its two right neighbours. */
#define N 8
#define tid get_local_id(0)
__kernel void arity(__global int *out) {
  __local int A[N];
  A[tid] = tid;
  __barrier_invariant_0(true);
  __barrier_invariant_3(A[tid] == tid, tid, (tid + 1) % N, (tid + 2) % N);
  barrier(CLK_LOCAL_MEM_FENCE);
  __assert(A[(tid + 2) % N] == (tid + 2) % N);
  out[tid] = A[(tid + 1) % N];
}
