//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8 -D KERNEL_RADIUS=8
//write-write race on row
/* conv_rows_ok.cl with the right halo off by one (ROW_W + KERNEL_RADIUS - 1): the halo loaders overwrite the last pixel of the segment that another work item stores. */
#ifndef KERNEL_RADIUS
#define KERNEL_RADIUS 4
#endif
#define ROW_W 64
__kernel void conv_rows(__global const float *src, __global float *dst, __global const float *taps) {
  __local float row[ROW_W + 2 * KERNEL_RADIUS];
  int lid = get_local_id(0);
  int gid = get_global_id(0);
  int n = get_global_size(0);
  row[lid + KERNEL_RADIUS] = src[gid];
  if (lid < KERNEL_RADIUS) {
    row[lid] = gid >= KERNEL_RADIUS ? src[gid - KERNEL_RADIUS] : 0.0f;
    row[lid + ROW_W + KERNEL_RADIUS - 1] = gid + ROW_W < n ? src[gid + ROW_W] : 0.0f; // want "write-write race on row"
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  float sum = 0.0f;
  for (int k = -KERNEL_RADIUS; k <= KERNEL_RADIUS; k++)
    sum = mad(row[lid + KERNEL_RADIUS + k], taps[KERNEL_RADIUS - k], sum);
  dst[gid] = sum;
}
