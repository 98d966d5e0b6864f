#pragma bvgen launch --local_size=64 --num_groups=4
__kernel void histo(__global const uchar *in, __global uint *bins) {
  uint g = get_global_id(0);
  bins[in[g]]++;
}
