//pass
//--local_size=[16,16] --num_groups=[4,4]
/* 3x3 blur of an image2d_t read through a sampler (clamp-to-edge, nearest) with read_imagef, written with write_imagef to a write-only image at the work item's own pixel. */
__constant sampler_t smp = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
__kernel void image_blur(__read_only image2d_t src, __write_only image2d_t dst) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float4 sum = (float4)(0.0f);
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      sum += read_imagef(src, smp, p + (int2)(dx, dy));
  write_imagef(dst, p, sum / 9.0f);
}
