//pass
//--local_size=8 --num_groups=1 --check-array-bounds
/* Twin of array_bounds_constant_oob: the index is taken modulo the size. */
__constant int C[4] = {1, 2, 3, 4};
__kernel void bounds(__global int *out) {
  out[get_global_id(0)] = C[get_local_id(0) % 4];
}
