//pass
//--local_size=4 --num_groups=4 --check-array-bounds
/* --check-array-bounds: a private array of 16 ints indexed by the global id (0..15); twin of array_bounds_private_oob. */
__kernel void bounds(__global int *out) {
  int P[16];
  int x = get_global_id(0);
  P[x] = x * x;
  out[x] = P[x];
}
