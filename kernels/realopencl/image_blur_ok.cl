//pass
//--local_size=[16,16] --num_groups=[8,8]
/* A 3x3 box blur: each work item reads nine texels of a read_only image through a clamping sampler and writes its own pixel of a write_only image. */
const sampler_t smp = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;

__kernel void blur(__read_only image2d_t src, __write_only image2d_t dst) {
  int x = get_global_id(0), y = get_global_id(1);
  float4 sum = (float4)(0.0f);
  for (int dy = -1; dy <= 1; dy++) {
    for (int dx = -1; dx <= 1; dx++) {
      sum += read_imagef(src, smp, (int2)(x + dx, y + dy));
    }
  }
  if (x < get_image_width(dst) && y < get_image_height(dst)) {
    write_imagef(dst, (int2)(x, y), sum / 9.0f);
  }
}
