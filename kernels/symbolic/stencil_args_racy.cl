//xfail:NOT_ALL_VERIFIED
//--local_size=[16,16] --num_groups=[8,8]
//write-write race on out
/* The stencil with its column guard wrong (0 <= x <= w instead of 1 <= x < w - 1): the work item at column w of row y and the one at column 0 of row y + 1 both write out[(y + 1) * w]. */
#pragma bvgen requires w > 0 && w <= 4096 && h > 0 && h <= 4096
__kernel void stencil(__global const float *in, __global float *out, int w, int h) {
  int x = get_global_id(0), y = get_global_id(1);
  if (y >= 1 && x <= w && y < h - 1)
    out[y * w + x] = 0.2f * (in[y * w + x] + in[y * w + x - 1] + in[y * w + x + 1] +
                             in[(y - 1) * w + x] + in[(y + 1) * w + x]);
}
