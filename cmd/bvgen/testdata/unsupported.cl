__kernel void uses_async_copy(__global int *a) {
  __local int t[4];
  event_t e = async_work_group_copy(t, a, 4, 0);
}
