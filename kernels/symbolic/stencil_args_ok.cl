//pass
//--local_size=[16,16] --num_groups=[8,8]
/* Five-point stencil over a w x h grid whose sizes are kernel arguments (y * w + x with w an argument), bounded by a precondition. Race freedom needs y * w + x to be injective over the grid, a product of two unknowns for z3. */
#pragma bvgen requires w > 0 && w <= 4096 && h > 0 && h <= 4096
__kernel void stencil(__global const float *in, __global float *out, int w, int h) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x >= 1 && y >= 1 && x < w - 1 && y < h - 1)
    out[y * w + x] = 0.2f * (in[y * w + x] + in[y * w + x - 1] + in[y * w + x + 1] +
                             in[(y - 1) * w + x] + in[(y + 1) * w + x]);
}
