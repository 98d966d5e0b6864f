//xfail:IR_ERROR
//--local_size=16 --num_groups=2 --no-inline
//unsupported __reads_from
/* As unsupported_writes_to, for reads. */
void __spec_foo(__global int *p) {
  __reads_from(p);
}

__kernel void spec(__global int *A) {
  __spec_foo(A);
  A[get_global_id(0)] = 0;
}
