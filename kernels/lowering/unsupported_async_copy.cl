//xfail:IR_ERROR
//--local_size=64 --num_groups=4
//unsupported
/* async_work_group_copy / wait_group_events: not supported by bvgen, must be rejected (exit 4). */
__kernel void unsupported_async_copy(__global const float *in, __global float *out) {
  __local float tile[64];
  size_t lid = get_local_id(0);
  event_t e = async_work_group_copy(tile, in + get_group_id(0) * 64, 64, 0);
  wait_group_events(1, &e);
  out[get_global_id(0)] = tile[(lid + 1) % 64];
}
