//pass
//--local_size=64 --num_groups=4 --check-array-bounds --kernel-arrays=scale,1024,*
/* --kernel-arrays: out holds 256 ints (1024 bytes), one per work item of the 256; in's size unknown (*), so its reads are unchecked. Twin: kernel_arrays_oob.cl. */
__kernel void scale(__global int *out, __global const int *in) {
  size_t i = get_global_id(0);
  out[i] = 2 * in[i + 4096];
}
