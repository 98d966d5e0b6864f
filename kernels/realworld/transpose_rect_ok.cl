//pass
//--local_size=[16,4] --num_groups=[2,8]
/* Transpose with a rectangular 16x4 block: each work item stores its element at row ty, column tx of a linear __local tile (row stride BW) and reads it back transposed. */
#define BW 16
#define BH 4
__kernel void transpose_rect(__global float *out, __global const float *in) {
  __local float tile[BW * BH];
  int width = get_global_size(0), height = get_global_size(1);
  int tx = get_local_id(0), ty = get_local_id(1);
  int x = get_global_id(0), y = get_global_id(1);
  tile[ty * BW + tx] = in[y * width + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  int l = ty * BW + tx;
  int r = l % BH, c = l / BH;
  out[(get_group_id(0) * BW + c) * height + get_group_id(1) * BH + r] = tile[r * BW + c];
}
