//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//race on tile
/* Twin of native_math_ok.cl without the barrier: a work item reads its neighbours' tile entries while they may still be writing them. The native_ and half_ built-ins are modelled, not refused, so the race is found. */
#define LS 64
__kernel void native_math(__global const float4 *in, __global float4 *out, __global float *norm, float k) {
  __local float4 tile[LS];
  int gid = get_global_id(0);
  int lid = get_local_id(0);
  float4 v = in[gid];
  float4 w = native_divide(v, (float4)(k)) + native_recip(v + 1.0f) + half_divide(v, v + 2.0f);
  tile[lid] = native_exp(w) - native_log(native_sqrt(w * w + 1.0f)) + half_recip(w + 3.0f);
  float4 left = tile[(lid + LS - 1) % LS]; // want "write-read race on tile"
  float4 right = tile[(lid + 1) % LS]; // want "write-read race on tile"
  out[gid] = native_powr(fabs(left + right), (float4)(0.5f));
  float r = native_divide(1.0f, half_sqrt(dot(v, v) + 1.0f));
  norm[gid] = r + native_tan(half_exp2(k)) + half_log10(native_exp10(k)) + half_rsqrt(k * k + 1.0f);
}
