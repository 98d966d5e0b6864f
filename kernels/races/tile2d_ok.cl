//pass
//--local_size=[16,16] --num_groups=[2,2]
/* Twin of tile2d_racy: a barrier between the tile write and the transposed read. */
__kernel void tile2d(__global const float *in, __global float *out) {
  __local float tile[16][16];
  size_t x = get_local_id(0), y = get_local_id(1);
  size_t gx = get_global_id(0), gy = get_global_id(1);
  size_t w = get_global_size(0);
  tile[y][x] = in[gy * w + gx];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[gy * w + gx] = tile[x][y];
}
