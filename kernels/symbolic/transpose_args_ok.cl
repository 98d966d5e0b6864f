//pass
//--local_size=[16,16] --num_groups=[8,8]
/* Out-of-place transpose of a w x h matrix whose sizes are kernel arguments: out[x * h + y] = in[y * w + x], bounded by a precondition. */
#pragma bvgen requires w <= 4096 && h <= 4096
__kernel void transpose(__global const float *in, __global float *out, unsigned w, unsigned h) {
  unsigned x = get_global_id(0), y = get_global_id(1);
  if (x < w && y < h)
    out[x * h + y] = in[y * w + x];
}
