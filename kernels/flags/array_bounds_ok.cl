//pass
//--local_size=8 --num_groups=8 --check-array-bounds
/* --check-array-bounds: 64 work items index a __local array of 64 ints; twin of array_bounds_local_oob. */
__kernel void bounds(__global int *out) {
  __local int L[64];
  L[get_global_id(0)] = get_global_size(0);
  out[get_global_id(0)] = 1;
}
