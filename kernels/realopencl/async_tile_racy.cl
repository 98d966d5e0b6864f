//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//write-read race on tile
/* async_tile_ok without the barrier after wait_group_events: the wait completes the copy for the group, but only a barrier orders the copy's writes with the other work items' reads (GPUVerify's async_work_group_copy/fail/test14). */
#define TILE 64
#define R 2
__kernel void async_tile_racy(__global const float *in, __global float *out) {
  __local float tile[TILE + 2 * R];
  size_t lid = get_local_id(0);
  event_t e = async_work_group_copy(tile, in + get_group_id(0) * TILE, TILE + 2 * R, 0);
  wait_group_events(1, &e);
  float acc = tile[lid] + tile[lid + 1] + tile[lid + 2] + tile[lid + 3] + tile[lid + 4]; // want "write-read race on tile"
  out[get_global_id(0)] = acc;
}
