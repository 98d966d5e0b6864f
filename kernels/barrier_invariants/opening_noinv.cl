//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//write-write race on B
/* OOPSLA13's opening example without a barrier invariant: after the barrier A is havocked, so B[A[tid]] may collide. */
__kernel void opening(__global unsigned *B) {
  __local unsigned A[64];
  unsigned tid = get_local_id(0);
  A[tid] = 2 * tid + 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  B[A[tid]] = tid;
}
