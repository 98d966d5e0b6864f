//xfail:NOT_ALL_VERIFIED
//--local_size=4 --num_groups=8 --check-array-bounds
//out-of-bounds access on array P\[
/* --check-array-bounds: a private array of 16 ints indexed by a global id up to 31. */
__kernel void bounds(__global int *out) {
  int P[16];
  int x = get_global_id(0);
  P[x] = x * x;
  out[x] = P[x];
}
