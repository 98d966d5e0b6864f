//xfail:NOT_ALL_VERIFIED
//--local_size=8 --num_groups=8 --check-array-bounds
//array_bounds_local_oob.cl:7:[0-9]+: error: possible array out-of-bounds access on array L\[
/* --check-array-bounds: 64 work items write a __local array of 25 ints. */
__kernel void bounds(__global int *out) {
  __local int L[25];
  L[get_global_id(0)] = get_global_size(0);
  out[get_global_id(0)] = 1;
}
