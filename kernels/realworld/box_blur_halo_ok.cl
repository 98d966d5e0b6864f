//pass
//--local_size=[16,16] --num_groups=[4,4]
/* 3x3 box blur on float4 pixels (NVIDIA SDK style): each work item stores its pixel in an 18x18 __local tile, the first column of work items also stores the left and right halo columns, the first row the top and bottom halo rows, work item (0,0) the corners (clamped at the image border). */
#define B 16
float4 fetch(__global const float4 *img, int x, int y, int w, int h) {
  return img[clamp(y, 0, h - 1) * w + clamp(x, 0, w - 1)];
}
__kernel void box_blur(__global const float4 *in, __global float4 *out) {
  __local float4 tile[B + 2][B + 2];
  int w = get_global_size(0), h = get_global_size(1);
  int lx = get_local_id(0), ly = get_local_id(1);
  int x = get_global_id(0), y = get_global_id(1);
  tile[ly + 1][lx + 1] = fetch(in, x, y, w, h);
  if (lx == 0) {
    tile[ly + 1][0] = fetch(in, x - 1, y, w, h);
    tile[ly + 1][B + 1] = fetch(in, x + B, y, w, h);
  }
  if (ly == 0) {
    tile[0][lx + 1] = fetch(in, x, y - 1, w, h);
    tile[B + 1][lx + 1] = fetch(in, x, y + B, w, h);
  }
  if (lx == 0 && ly == 0) {
    tile[0][0] = fetch(in, x - 1, y - 1, w, h);
    tile[0][B + 1] = fetch(in, x + B, y - 1, w, h);
    tile[B + 1][0] = fetch(in, x - 1, y + B, w, h);
    tile[B + 1][B + 1] = fetch(in, x + B, y + B, w, h);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  float4 sum = (float4)(0.0f);
  for (int dy = 0; dy < 3; dy++)
    for (int dx = 0; dx < 3; dx++)
      sum += tile[ly + dy][lx + dx];
  out[y * w + x] = sum / 9.0f;
}
