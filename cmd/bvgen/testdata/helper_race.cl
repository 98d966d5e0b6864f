#pragma bvgen launch --local_size=64 --num_groups=1
void put(__local int *s, int i, int v) {
  s[i] = v;
}
__kernel void k(__global int *out) {
  __local int s[64];
  int l = get_local_id(0);
  put(s, l, l);
  put(s, 63 - l, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[l] = s[l];
}
