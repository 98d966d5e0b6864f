//pass
//--local_size=[16,16] --num_groups=[64,48]
/* 5x5 Gaussian filter over a float image of symbolic width and height (bounded by __requires), the weights in a __constant buffer: each group stages its 16x16 tile with a two-pixel halo (20x20) in __local memory, each work item loading up to four cells by a two-deep strided loop with clamped coordinates, then a barrier and the 25-tap sum for pixels inside the image. */
#define TS 16
#define HR 2
#define TW (TS + 2 * HR)
__kernel void gaussian5x5(__global const float *in, __global float *out, __constant float *weights, int width, int height)
{
  __requires(width >= 1 && width <= 1024 && height >= 1 && height <= 768);
  __local float tile[TW][TW];
  int lx = get_local_id(0), ly = get_local_id(1);
  int gx0 = get_group_id(0) * TS - HR, gy0 = get_group_id(1) * TS - HR;
  for (int i = ly; i < TW; i += TS)
    for (int j = lx; j < TW; j += TS) {
      int sy = clamp(gy0 + i, 0, height - 1);
      int sx = clamp(gx0 + j, 0, width - 1);
      tile[i][j] = in[sy * width + sx];
    }
  barrier(CLK_LOCAL_MEM_FENCE);
  int x = get_global_id(0), y = get_global_id(1);
  if (x < width && y < height) {
    float acc = 0.0f;
    for (int dy = 0; dy < 2 * HR + 1; dy++)
      for (int dx = 0; dx < 2 * HR + 1; dx++)
        acc += weights[dy * (2 * HR + 1) + dx] * tile[ly + dy][lx + dx];
    out[y * width + x] = acc;
  }
}
