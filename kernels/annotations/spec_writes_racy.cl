//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --no-inline
//write-write race on a
//from external source location
/* Twin of spec_writes_ok: the specification no longer says where the callee writes, so it may write any element of a, for every work item: the writes of two work items may collide. */
void __spec_bump(__global int *p) {
  __requires(__no_read(p));
  __requires(__no_write(p));
  __writes_to(p);
}

__kernel void bump(__global int *a, __global int *b) {
  size_t i = get_global_id(0);
  __spec_bump(a);
  b[i] = i;
}
