//pass
//--local_size=[16,16] --num_groups=[4,4]
/* Colour grading with the helpers of common.h (unpack/pack uchar4, luminance, lerp of float4): desaturate towards grey by `amount`, then apply a gain, in place, one pixel per work item. */
#include "common.h"
__kernel void colour_grade(__global uchar4 *img, float amount, float4 gain) {
  int2 p = pixel_coord();
  int idx = pixel_index(p);
  float4 c = unpack_rgba(img[idx]);
  float y = luminance(c);
  float4 grey = (float4)(y, y, y, c.w);
  float4 graded = lerp4(c, grey, amount) * gain;
  graded.w = c.w;
  img[idx] = pack_rgba(graded);
}
