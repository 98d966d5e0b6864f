//pass
//--local_size=64 --num_groups=64
/* Without --global_offset the offset is 0 (OpenCL's and GPUVerify's default); twin of global_offset_default_wrong. */
__kernel void offset(__global int *out) {
  __assert(get_global_offset(0) == 0);
  __assert(get_global_id(0) < 4096);
  out[get_global_id(0)] = 1;
}
