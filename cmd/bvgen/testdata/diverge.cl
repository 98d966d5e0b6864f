#pragma bvgen launch --local_size=64 --num_groups=1
__kernel void diverge(__global float *a) {
  __local float t[64];
  int lid = get_local_id(0);
  t[lid] = a[lid];
  if (lid < 32) {
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  a[lid] = t[63 - lid];
}
