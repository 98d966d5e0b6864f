//pass
//--local_size=[16,16] --num_groups=[4,4]
/* Sobel magnitude of a uint4 image read with read_imageui through a clamping sampler, written to a global float buffer row by row. */
__constant sampler_t smp = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;
__kernel void image_sobel(__read_only image2d_t img, __global float *mag) {
  int x = get_global_id(0), y = get_global_id(1);
  int w = get_image_width(img);
  float4 gx = (float4)(0.0f), gy = (float4)(0.0f);
  gx += convert_float4(read_imageui(img, smp, (int2)(x + 1, y - 1))) - convert_float4(read_imageui(img, smp, (int2)(x - 1, y - 1)));
  gx += 2.0f * (convert_float4(read_imageui(img, smp, (int2)(x + 1, y))) - convert_float4(read_imageui(img, smp, (int2)(x - 1, y))));
  gx += convert_float4(read_imageui(img, smp, (int2)(x + 1, y + 1))) - convert_float4(read_imageui(img, smp, (int2)(x - 1, y + 1)));
  gy += convert_float4(read_imageui(img, smp, (int2)(x - 1, y + 1))) - convert_float4(read_imageui(img, smp, (int2)(x - 1, y - 1)));
  gy += 2.0f * (convert_float4(read_imageui(img, smp, (int2)(x, y + 1))) - convert_float4(read_imageui(img, smp, (int2)(x, y - 1))));
  gy += convert_float4(read_imageui(img, smp, (int2)(x + 1, y + 1))) - convert_float4(read_imageui(img, smp, (int2)(x + 1, y - 1)));
  if (x < w)
    mag[y * get_global_size(0) + x] = length(gx.xyz) + length(gy.xyz);
}
