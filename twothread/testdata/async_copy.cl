// An async copy into __local, a barrier while it is pending, the wait,
// then a barrier and a read (twothread/async.go).
__kernel void async_copy(__global const int *in, __global int *out) {
  __local int tile[64];
  event_t e = async_work_group_copy(tile, in + get_group_id(0) * 64, 64, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  wait_group_events(1, &e);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tile[get_local_id(0)];
}
