//xfail:NOT_ALL_VERIFIED
//--local_size=[16,16] --num_groups=[8,8]
//write-write race on out
//huge values.*w = 
/* The stencil without a precondition on its sizes: y * w + x wraps around 32 bits for huge w, so two work items write one cell; the report gives the argument values that make it wrap. */
__kernel void stencil(__global const float *in, __global float *out, unsigned w, unsigned h) {
  unsigned x = get_global_id(0), y = get_global_id(1);
  if (x >= 1 && y >= 1 && x + 1 < w && y + 1 < h)
    out[y * w + x] = 0.2f * (in[y * w + x] + in[y * w + x - 1] + in[y * w + x + 1] +
                             in[(y - 1) * w + x] + in[(y + 1) * w + x]);
}
