//pass
//--local_size=8 --num_groups=8
/* Twin of array_bounds_local_oob without --check-array-bounds: bounds are not checked (as in GPUVerify). */
__kernel void bounds(__global int *out) {
  __local int L[25];
  L[get_global_id(0)] = get_global_size(0);
  out[get_global_id(0)] = 1;
}
