//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=64
//race on lmax
/* pattern_native_builtins_ok.cl reading the group maximum without the last level's barrier (the reduction loop stops one level early and work item 0 folds the last pair): the other work items read lmax[0] while work item 0 is still writing it. */
__kernel void tone_map(__global const float4 *in, __global float4 *out, const float exposure, const float gamma)
{
  __local float lmax[256];
  int lid = get_local_id(0), gid = get_global_id(0);
  float4 p = in[gid];
  float lum = 0.2126f * p.x + 0.7152f * p.y + 0.0722f * p.z;
  lmax[lid] = lum;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = get_local_size(0) / 2; s > 1; s >>= 1) {
    if (lid < s)
      lmax[lid] = fmax(lmax[lid], lmax[lid + s]);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    lmax[0] = fmax(lmax[0], lmax[1]);
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
