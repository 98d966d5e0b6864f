//pass
//--local_size=64 --num_groups=8
/* Row convolution with the row segment and its halo staged by async_work_group_copy (AMD/Intel style): one copy of 64 + 2R floats per group, waited for with wait_group_events before the taps are applied. */
#define LS 64
#define R 4
__kernel void async_conv_rows(__global const float *src, __global float *dst, __global const float *taps) {
  __local float row[LS + 2 * R];
  int lid = get_local_id(0);
  int gid = get_global_id(0);
  int base = get_group_id(0) * LS;
  event_t e = async_work_group_copy(row, src + base, LS + 2 * R, 0);
  wait_group_events(1, &e);
  float sum = 0.0f;
  for (int k = 0; k <= 2 * R; k++)
    sum = mad(row[lid + k], taps[k], sum);
  dst[gid] = sum;
}
