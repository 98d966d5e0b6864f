//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//race on row
/* async_conv_rows_ok.cl without wait_group_events: the taps read the __local row while the copy may still be writing it. */
#define LS 64
#define R 4
__kernel void async_conv_rows(__global const float *src, __global float *dst, __global const float *taps) {
  __local float row[LS + 2 * R];
  int lid = get_local_id(0);
  int gid = get_global_id(0);
  int base = get_group_id(0) * LS;
  event_t e = async_work_group_copy(row, src + base, LS + 2 * R, 0);
  float sum = 0.0f;
  for (int k = 0; k <= 2 * R; k++)
    sum = mad(row[lid + k], taps[k], sum); // want "race on row"
  dst[gid] = sum;
}
