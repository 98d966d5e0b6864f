//pass
//--local_size=[16,16] --num_groups=[4,4]
/* Sobel edge detector on uchar4 pixels (AMD APP SDK style): a 16x16 work group fills an 18x18 __local tile with a one-pixel halo in a strided loop, clamped at the image border, then computes |Gx|+|Gy| per channel. */
#define BW 16
#define BH 16
#define TW (BW + 2)
#define TH (BH + 2)
__kernel void sobel(__global const uchar4 *in, __global uchar4 *out) {
  __local uchar4 tile[TH * TW];
  int width = get_global_size(0), height = get_global_size(1);
  int lx = get_local_id(0), ly = get_local_id(1);
  int x = get_global_id(0), y = get_global_id(1);
  int ox = get_group_id(0) * BW - 1, oy = get_group_id(1) * BH - 1;
  for (int i = ly * BW + lx; i < TW * TH; i += BW * BH) {
    int sx = clamp(ox + i % TW, 0, width - 1);
    int sy = clamp(oy + i / TW, 0, height - 1);
    tile[i] = in[sy * width + sx];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  float4 p00 = convert_float4(tile[ly * TW + lx]);
  float4 p01 = convert_float4(tile[ly * TW + lx + 1]);
  float4 p02 = convert_float4(tile[ly * TW + lx + 2]);
  float4 p10 = convert_float4(tile[(ly + 1) * TW + lx]);
  float4 p12 = convert_float4(tile[(ly + 1) * TW + lx + 2]);
  float4 p20 = convert_float4(tile[(ly + 2) * TW + lx]);
  float4 p21 = convert_float4(tile[(ly + 2) * TW + lx + 1]);
  float4 p22 = convert_float4(tile[(ly + 2) * TW + lx + 2]);
  float4 gx = p02 + 2.0f * p12 + p22 - p00 - 2.0f * p10 - p20;
  float4 gy = p20 + 2.0f * p21 + p22 - p00 - 2.0f * p01 - p02;
  float4 g = (fabs(gx) + fabs(gy)) * 0.25f;
  out[y * width + x] = convert_uchar4_sat(g);
}
