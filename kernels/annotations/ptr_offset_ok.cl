//pass
//--local_size=64 --num_groups=2 --no-inline
/* __ptr_offset_bytes counts bytes: a + 1 is 4 bytes into a, q = p + 1 is 8. */
void bar(__global int *p) {
  __requires(__ptr_offset_bytes(p) == 4);
  __global int *q = p + 1;
  __assert(__ptr_offset_bytes(q) == 8);
}

__kernel void ptr_offset(__global int *a) {
  bar(a + 1);
}
