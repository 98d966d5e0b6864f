//pass
//--local_size=256 --num_groups=64
/* Reinhard-style tone mapping written with the fast native_* built-ins (native_log, native_exp, native_divide, native_sqrt, native_recip, native_powr): each group finds the largest luminance of its tile by a tree reduction in __local memory (tid < s active, a barrier per level), then every work item maps its own pixel against it. */
__kernel void tone_map(__global const float4 *in, __global float4 *out, const float exposure, const float gamma)
{
  __local float lmax[256];
  int lid = get_local_id(0), gid = get_global_id(0);
  float4 p = in[gid];
  float lum = 0.2126f * p.x + 0.7152f * p.y + 0.0722f * p.z;
  lmax[lid] = lum;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (lid < s)
      lmax[lid] = fmax(lmax[lid], lmax[lid + s]);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  float white = native_exp(native_log(lmax[0] + 1e-6f) + exposure);
  float scaled = lum * native_exp(exposure);
  float mapped = native_divide(scaled * (1.0f + native_divide(scaled, white * white)), 1.0f + scaled);
  float ratio = native_divide(mapped, lum + 1e-6f);
  float4 o = p * ratio;
  o.x = native_powr(o.x, native_recip(gamma));
  o.y = native_powr(o.y, native_recip(gamma));
  o.z = native_powr(o.z, native_recip(gamma));
  o.w = native_sqrt(p.w);
  out[gid] = o;
}
