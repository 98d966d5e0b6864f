//xfail:NOT_ALL_VERIFIED
//--local_size=[16,16] --num_groups=[2,2]
//write-read race on tile
/* 2-D group: writes tile[y][x] then reads the transposed tile[x][y] without a barrier. */
__kernel void tile2d(__global const float *in, __global float *out) {
  __local float tile[16][16];
  size_t x = get_local_id(0), y = get_local_id(1);
  size_t gx = get_global_id(0), gy = get_global_id(1);
  size_t w = get_global_size(0);
  tile[y][x] = in[gy * w + gx];
  out[gy * w + gx] = tile[x][y]; // want "write-read race on tile"
}
