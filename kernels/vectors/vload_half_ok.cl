//pass
//--local_size=64 --num_groups=8
/* Half-precision storage: vload_half4 / vstore_half4_rte over a buffer of halves, a scalar vload_half, and vloada_half3 / vstorea_half3 whose 3-element vectors step by four halves. */
__kernel void halves(__global half *h, __global half *h3, __global float *f) {
  int i = get_global_id(0);
  float4 v = vload_half4(i, h);
  f[i] = vload_half(4 * i + 2, h);
  vstore_half4_rte(v * 0.5f, i, h);
  float3 w = vloada_half3(i, h3);
  vstorea_half3(w + 1.0f, i, h3);
  vstore_half(vload_half(4 * i, h3), 4 * i + 3, h3);
}
