//xfail:NOT_ALL_VERIFIED
//--local_size=[16,16] --num_groups=[8,8]
//write-write race on out
/* The transpose with its row guard off by one (y <= h): the work item of row h writes out[x * h + h], the cell of column x + 1 and row 0. */
#pragma bvgen requires w <= 4096 && h <= 4096
__kernel void transpose(__global const float *in, __global float *out, unsigned w, unsigned h) {
  unsigned x = get_global_id(0), y = get_global_id(1);
  if (x < w && y <= h)
    out[x * h + y] = in[y * w + x];
}
