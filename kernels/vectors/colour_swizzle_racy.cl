//xfail:NOT_ALL_VERIFIED
//--local_size=[8,8] --num_groups=[4,4] -D W=32
//race on row
/* colour_swizzle_ok.cl without the barrier before reading the mirrored pixel from __local memory. */
#ifndef W
#define W 32
#endif
__kernel void colours(__global const uchar4 *rgba, __global uchar4 *bgra, __global float4 *yuv, float4 wy) {
  __local float4 row[8][8];
  int lx = get_local_id(0), ly = get_local_id(1);
  int x = get_global_id(0), y = get_global_id(1);
  uchar4 px = rgba[y * W + x];
  bgra[y * W + x] = px.zyxw;
  float4 c = convert_float4(px) / 255.0f;
  float lum = dot(c.xyz, wy.xyz);
  float2 uv = (float2)(c.z - lum, c.x - lum) * wy.hi;
  row[ly][lx] = (float4)(lum, uv, c.s3);
  float4 m = row[ly][7 - lx];
  yuv[y * W + x] = (float4)(m.even, m.odd.yx);
  yuv[y * W + x].lo = m.lo;
}
