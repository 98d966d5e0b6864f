//pass
//--local_size=64 --num_groups=1
/* OOPSLA13's opening example: the barrier invariant keeps A[tid] = f(tid) (f injective) across the barrier. */
__kernel void opening(__global unsigned *B) {
  __local unsigned A[64];
  unsigned tid = get_local_id(0);
  A[tid] = 2 * tid + 1;
#pragma bvgen barrier_invariant A[tid] == 2 * tid + 1 instantiate(tid)
  barrier(CLK_LOCAL_MEM_FENCE);
  B[A[tid]] = tid;
}
