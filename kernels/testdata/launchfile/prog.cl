__kernel void copy(__global int *in, __global int *out, int n, float alpha) {
  int i = get_global_id(0);
  if (i < n) out[i] = in[i];
}
__kernel void racy(__global int *out) {
  out[get_global_id(0) / 2] = get_global_id(0);
}
__kernel void tiled(__global int *out) {
  __local int t[TS];
  int l = get_local_id(0);
  t[l] = l;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = t[(l + 1) % TS];
}
