//pass
//--local_size=64 --num_groups=4 --no-infer
/* Barriers in a loop keep an array no work item writes: the loop does not modify A, so without any invariant (--no-infer) its precondition holds after the loop. Twin: unwritten_loop_racy.cl. */
__kernel void foo(__local int *A, __global int *out, int n) {
  __requires(A[get_local_id(0)] == 7);
  int s = 0;
  for (int i = 0; i < n; i++) {
    barrier(CLK_LOCAL_MEM_FENCE);
    s += A[get_local_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  __assert(A[get_local_id(0)] == 7);
  out[get_global_id(0)] = s;
}
