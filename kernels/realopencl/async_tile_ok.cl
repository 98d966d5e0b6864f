//pass
//--local_size=64 --num_groups=16
/* 1-D convolution (radius 2) with tiling: the work group copies its tile and halo (68 floats of a padded input) into __local with async_work_group_copy, waits, meets at a barrier, then each work item sums five neighbours. Groups read overlapping halos of the input: reads do not race. */
#define TILE 64
#define R 2
__kernel void async_tile_ok(__global const float *in, __global float *out) {
  __local float tile[TILE + 2 * R];
  size_t lid = get_local_id(0);
  event_t e = async_work_group_copy(tile, in + get_group_id(0) * TILE, TILE + 2 * R, 0);
  wait_group_events(1, &e);
  barrier(CLK_LOCAL_MEM_FENCE);
  float acc = tile[lid] + tile[lid + 1] + tile[lid + 2] + tile[lid + 3] + tile[lid + 4];
  out[get_global_id(0)] = acc;
}
