//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --no-inline
//precondition
/* Offsets are in bytes, not elements: a + 1 is at byte 4, not 1. */
void bar(__global int *p) {
  __requires(__ptr_offset_bytes(p) == 1);
}

__kernel void ptr_offset(__global int *a) {
  bar(a + 1); // want "precondition"
}
