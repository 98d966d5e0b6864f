/* A production kernel without a test header: bvgen ci runs it once per
   launch pragma and expects it verified each time. Each work group reverses
   its tile of the input through __local memory. Its racy twin is
   reverse_tile_racy.cl. */
#pragma bvgen launch --local_size=64 --num_groups=16
#pragma bvgen launch --local_size=128 --num_groups=4 -D TILE=128
#ifndef TILE
#define TILE 64
#endif

__kernel void reverse_tile(__global const int *in, __global int *out) {
  __local int tile[TILE];
  size_t lid = get_local_id(0);
  tile[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tile[TILE - 1 - lid];
}
