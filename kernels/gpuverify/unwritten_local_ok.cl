//pass
//--local_size=128 --num_groups=8 --no-inline
/* GPUVerify's misc11: a barrier makes arbitrary only the arrays some work item may write. No work item writes A, so what the precondition says of it still holds after the barrier. Twins: unwritten_local_alias_racy.cl, unwritten_local_helper_racy.cl. */
__kernel void foo(__local int *A, __global int *out) {
  __requires(A[get_local_id(0)] == 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  __assert(A[get_local_id(0)] == 0);
  out[get_global_id(0)] = A[get_local_id(0)];
}
