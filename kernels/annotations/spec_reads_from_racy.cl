//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=2 --no-inline
//read-write race on A
//Read by work item .* from external source location
/* The specification function reads any element of A (no postcondition says where): the write after the call races with another work item's read in the call, reported from an external source location, as GPUVerify does (suite: specification_tests/fail/bad_write). */
void __spec_foo(__global int *p) {
  __reads_from(p);
}

__kernel void spec(__global int *A) {
  __spec_foo(A);
  A[get_global_id(0)] = 0;
}
