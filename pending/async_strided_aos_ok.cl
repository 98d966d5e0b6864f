//pass
//--local_size=64 --num_groups=8
/* Gathers the x field of 64 float4-sized records (x, y, z, w floats) per group with async_work_group_strided_copy (stride 4), waits, and scales it back out with a plain store. */
#define LS 64
__kernel void gather_x(__global const float *records, __global float *xs, float scale) {
  __local float lx[LS];
  int lid = get_local_id(0);
  int base = get_group_id(0) * LS;
  event_t e = async_work_group_strided_copy(lx, records + base * 4, LS, 4, 0);
  wait_group_events(1, &e);
  xs[base + lid] = lx[lid] * scale;
}
