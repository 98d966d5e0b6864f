//pass
//--local_size=64 --num_groups=8 -D KERNEL_RADIUS=8
/* Row pass of a separable convolution (NVIDIA convolutionSeparable style): a 64-pixel row segment and a KERNEL_RADIUS halo on each side (given with -D) are staged in __local memory, the filter taps come from a __global table. */
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
    row[lid + ROW_W + KERNEL_RADIUS] = gid + ROW_W < n ? src[gid + ROW_W] : 0.0f;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  float sum = 0.0f;
  for (int k = -KERNEL_RADIUS; k <= KERNEL_RADIUS; k++)
    sum = mad(row[lid + KERNEL_RADIUS + k], taps[KERNEL_RADIUS - k], sum);
  dst[gid] = sum;
}
