//xfail:NOT_ALL_VERIFIED
//--local_size=20 --num_groups=16 --check-array-bounds
//out-of-bounds access on array L\[
/* --check-array-bounds: the array of 64 ints (256 bytes) written byte by byte by 320 work items. */
__kernel void bounds(__global int *out) {
  __local int L[64];
  ((__local char *)L)[get_global_id(0)] = 1;
  out[get_global_id(0)] = 1;
}
