#pragma bvgen launch --local_size=16,16 --num_groups=4,4
/* A tiled transpose: each work item stages one element, a barrier, then
   writes the transposed element. */
__kernel void transpose(__global const float *in, __global float *out, int n) {
  __local float tile[16][17];
  int lx = get_local_id(0), ly = get_local_id(1);
  int gx = get_group_id(0) * 16, gy = get_group_id(1) * 16;
  tile[ly][lx] = in[(gy + ly) * 64 + gx + lx];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[(gx + ly) * 64 + gy + lx] = tile[lx][ly];
}
