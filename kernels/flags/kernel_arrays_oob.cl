//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --check-array-bounds --kernel-arrays=scale,1020,*
//out-of-bounds access on array out
/* --kernel-arrays: out holds only 255 ints (1020 bytes), so the last of the 256 work items writes past it. Twin of kernel_arrays_ok.cl. */
__kernel void scale(__global int *out, __global const int *in) {
  size_t i = get_global_id(0);
  out[i] = 2 * in[i + 4096]; // want "out-of-bounds access on array out"
}
