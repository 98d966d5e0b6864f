//pass
//--local_size=64 --num_groups=4
/* async_work_group_copy into __local, wait_group_events, then a barrier: every work item reads a neighbour's element of the tile (docs/opencl-builtins.md, "Async copies"). */
__kernel void async_copy(__global const float *in, __global float *out) {
  __local float tile[64];
  size_t lid = get_local_id(0);
  event_t e = async_work_group_copy(tile, in + get_group_id(0) * 64, 64, 0);
  wait_group_events(1, &e);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tile[(lid + 1) % 64];
}
