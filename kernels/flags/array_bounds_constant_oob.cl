//xfail:NOT_ALL_VERIFIED
//--local_size=8 --num_groups=1 --check-array-bounds
//out-of-bounds access on array C\[
/* --check-array-bounds: a program-scope __constant array of 4 ints read by 8 work items. */
__constant int C[4] = {1, 2, 3, 4};
__kernel void bounds(__global int *out) {
  out[get_global_id(0)] = C[get_local_id(0)];
}
