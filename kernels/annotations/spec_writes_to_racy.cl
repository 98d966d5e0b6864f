//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=2 --no-inline
//write-write race on A
//from external source location
/* The specification function writes any element of A (no postcondition says where): the calls of two work items race with each other. GPUVerify does not check the accesses of a bodiless call against each other; bvgen does. */
void __spec_foo(__local int *p) {
  __writes_to(p);
}

__kernel void spec(__local int *A) {
  __spec_foo(A);
}
