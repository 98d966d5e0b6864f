//xfail:NOT_ALL_VERIFIED
//--local_size=8 --num_groups=1 --check-array-bounds
//out-of-bounds access on array L\[-1\]
/* --check-array-bounds: a negative index is out of bounds (work item 0 writes L[-1]). */
__kernel void bounds(__global int *out) {
  __local int L[8];
  L[(int)get_local_id(0) - 1] = 1;
  out[get_global_id(0)] = 1;
}
