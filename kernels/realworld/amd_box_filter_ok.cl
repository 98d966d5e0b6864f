//pass
//--local_size=[64,1] --num_groups=[64,4096]
/* AMD APP SDK style separable box filter on uchar4 pixels over an image of symbolic width and height (bounded by __requires): the horizontal pass stages its row segment with an R-pixel halo on each side in __local memory (clamped at the image edges, loaded by a strided loop before any guard), a barrier, then sums 2R+1 neighbours; the vertical pass reads its column window straight from global memory. Work items past the image edge compute nothing but still reach the barrier. */
#define R 8
#define GW 64
__kernel void box_filter_horizontal(__global const uchar4 *in, __global uchar4 *out, int width, int height)
{
  __requires(width >= 1 && width <= 4096 && height >= 1 && height <= 4096);
  __local uint4 row[GW + 2 * R];
  int x = get_global_id(0), y = get_global_id(1);
  int lx = get_local_id(0);
  int x0 = get_group_id(0) * GW - R;
  int yc = min(y, height - 1);
  for (int i = lx; i < GW + 2 * R; i += GW) {
    int xs = clamp(x0 + i, 0, width - 1);
    row[i] = convert_uint4(in[yc * width + xs]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (x < width && y < height) {
    uint4 sum = (uint4)(0);
    for (int k = 0; k <= 2 * R; k++)
      sum += row[lx + k];
    out[y * width + x] = convert_uchar4_sat(sum / (uint)(2 * R + 1));
  }
}

__kernel void box_filter_vertical(__global const uchar4 *in, __global uchar4 *out, int width, int height)
{
  __requires(width >= 1 && width <= 4096 && height >= 1 && height <= 4096);
  int x = get_global_id(0), y = get_global_id(1);
  if (x >= width || y >= height)
    return;
  uint4 sum = (uint4)(0);
  for (int k = -R; k <= R; k++) {
    int ys = clamp(y + k, 0, height - 1);
    sum += convert_uint4(in[ys * width + x]);
  }
  out[y * width + x] = convert_uchar4_sat(sum / (uint)(2 * R + 1));
}
