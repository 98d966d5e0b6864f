//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//race on h3
/* vload_half_ok.cl with vload_half3 / vstore_half3, which step by three halves, not four: the fourth half of a work item's group is the next one's first. */
__kernel void halves(__global half *h, __global half *h3, __global float *f) {
  int i = get_global_id(0);
  float4 v = vload_half4(i, h);
  f[i] = vload_half(4 * i + 2, h);
  vstore_half4_rte(v * 0.5f, i, h);
  float3 w = vload_half3(i, h3);
  vstore_half3(w + 1.0f, i, h3);
  vstore_half(vload_half(4 * i, h3), 4 * i + 3, h3);
}
