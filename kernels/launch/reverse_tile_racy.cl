//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//race on tile
/* Twin of reverse_tile.cl without the barrier. It keeps the launch pragmas,
   but its test header wins over them: bvgen ci runs it once, with the
   header's flags, and expects the race (were the pragmas used, the gate
   would expect it verified and fail). */
#pragma bvgen launch --local_size=64 --num_groups=16
#pragma bvgen launch --local_size=128 --num_groups=4 -D TILE=128
#ifndef TILE
#define TILE 64
#endif

__kernel void reverse_tile(__global const int *in, __global int *out) {
  __local int tile[TILE];
  size_t lid = get_local_id(0);
  tile[lid] = in[get_global_id(0)];
  out[get_global_id(0)] = tile[TILE - 1 - lid];
}
