//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//race on lx
/* async_strided_aos_ok.cl where each work item clears its __local slot before the copy without a barrier: the copy (issued by the whole group) races with the clearing stores. */
#define LS 64
__kernel void gather_x(__global const float *records, __global float *xs, float scale) {
  __local float lx[LS];
  int lid = get_local_id(0);
  int base = get_group_id(0) * LS;
  lx[lid] = 0.0f; // want "race on lx"
  event_t e = async_work_group_strided_copy(lx, records + base * 4, LS, 4, 0);
  wait_group_events(1, &e);
  xs[base + lid] = lx[lid] * scale;
}
