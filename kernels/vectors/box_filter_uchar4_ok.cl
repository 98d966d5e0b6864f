//pass
//--local_size=[16,16] --num_groups=[8,8] -D W=128 -D H=128
/* 3x3 box filter over an RGBA image of uchar4 pixels: widen to int4, sum the neighbourhood, divide, narrow with convert_uchar4_sat; alpha kept from the centre pixel. */
#ifndef W
#define W 128
#endif
#ifndef H
#define H 128
#endif
__kernel void box3(__global const uchar4 *in, __global uchar4 *out) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x < 1 || y < 1 || x >= W - 1 || y >= H - 1)
    return;
  int4 sum = (int4)(0);
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      sum += convert_int4(in[(y + dy) * W + x + dx]);
  uchar4 px = convert_uchar4_sat(sum / 9);
  px.w = in[y * W + x].w;
  out[y * W + x] = px;
}
