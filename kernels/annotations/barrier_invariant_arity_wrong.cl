//xfail:NOT_ALL_VERIFIED
//--local_size=8 --num_groups=1
//barrier invariant
/* A false barrier invariant with 3 instantiations fails at its barrier. */
#define N 8
#define tid get_local_id(0)
__kernel void arity(__global int *out) {
  __local int A[N];
  A[tid] = tid;
  __barrier_invariant_3(A[tid] == tid + 1, tid, (tid + 1) % N, (tid + 2) % N);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[tid] = A[(tid + 1) % N];
}
