//xfail:IR_ERROR
//--local_size=16 --num_groups=2 --no-inline
//unsupported __writes_to
/* Access specifications of functions without body are not supported yet:
   exit 4 at the specification, never dropped. */
void __spec_foo(__local int *p) {
  __writes_to(p);
}

__kernel void spec(__local int *A) {
  __spec_foo(A);
}
