//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=8 --no-inline
//assertion might not hold
/* Twin of unwritten_local_ok.cl: a helper, checked on its own under --no-inline, writes A[5] for work item 0; the array is written, so the barrier makes it arbitrary and work item 5's assertion fails. */
void set(__local int *p, int i) {
  p[i] = 1;
}

__kernel void foo(__local int *A, __global int *out) {
  __requires(A[get_local_id(0)] == 0);
  if (get_local_id(0) == 0) {
    set(A, 5);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  __assert(A[get_local_id(0)] == 0); // want "assertion might not hold"
  out[get_global_id(0)] = A[get_local_id(0)];
}
