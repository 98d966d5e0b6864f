//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --no-infer
//assertion might not hold
/* Twin of unwritten_loop_ok.cl: work item 0 writes A[1] between the barriers of the loop, so barriers make A arbitrary and work item 1's assertion after the loop fails. */
__kernel void foo(__local int *A, __global int *out, int n) {
  __requires(A[get_local_id(0)] == 7);
  int s = 0;
  for (int i = 0; i < n; i++) {
    barrier(CLK_LOCAL_MEM_FENCE);
    s += A[get_local_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (get_local_id(0) == 0) {
      A[1] = i;
    }
  }
  __assert(A[get_local_id(0)] == 7); // want "assertion might not hold"
  out[get_global_id(0)] = s;
}
