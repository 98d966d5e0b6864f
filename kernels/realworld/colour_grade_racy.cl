//xfail:NOT_ALL_VERIFIED
//--local_size=[16,16] --num_groups=[4,4]
//race on img
/* colour_grade_ok.cl with a one-pixel horizontal smear added (reading the left neighbour of the in-place image): the neighbour is being graded at the same time. */
#include "common.h"
__kernel void colour_grade(__global uchar4 *img, float amount, float4 gain) {
  int2 p = pixel_coord();
  int idx = pixel_index(p);
  float4 c = lerp4(unpack_rgba(img[idx]), unpack_rgba(img[max(idx - 1, 0)]), 0.25f);
  float y = luminance(c);
  float4 grey = (float4)(y, y, y, c.w);
  float4 graded = lerp4(c, grey, amount) * gain;
  graded.w = c.w;
  img[idx] = pack_rgba(graded); // want "race on img"
}
