//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=8 --no-inline
//assertion might not hold
/* Twin of unwritten_local_ok.cl: work item 0 writes A[127] through a pointer into A, so the barrier must make A arbitrary and work item 127's assertion fails. */
__kernel void foo(__local int *A, __global int *out) {
  __requires(A[get_local_id(0)] == 0);
  __local int *p = A + 1;
  if (get_local_id(0) == 0) {
    p[get_local_size(0) - 2] = 1;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  __assert(A[get_local_id(0)] == 0); // want "assertion might not hold"
  out[get_global_id(0)] = A[get_local_id(0)];
}
