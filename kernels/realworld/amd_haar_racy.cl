//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=32
//race on s
/* amd_haar_ok.cl without the barrier between reading a level's pairs and writing the averages back: work item lid overwrites s[lid] while work item lid / 2 may still be reading it as part of its pair. */
#define SQRT_HALF 0.70710678f
__kernel void haar_1d(__global const float *signal, __global float *coefs, __global float *averages, __local float *s, const uint levels)
{
  __requires(levels >= 1 && levels <= 8);
  uint lid = get_local_id(0), ls = get_local_size(0), grp = get_group_id(0), ng = get_num_groups(0);
  uint base = grp * 2 * ls;
  s[lid] = signal[base + lid];
  s[lid + ls] = signal[base + lid + ls];
  barrier(CLK_LOCAL_MEM_FENCE);
  uint active = ls;
  for (uint level = 0; level < levels; level++) {
    float a = 0.0f, d = 0.0f;
    if (lid < active) {
      float x = s[2 * lid], y = s[2 * lid + 1];
      a = (x + y) * SQRT_HALF;
      d = (x - y) * SQRT_HALF;
    }
    if (lid < active) {
      s[lid] = a;
      coefs[(level * ng + grp) * ls + lid] = d;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    active >>= 1;
  }
  if (lid == 0)
    averages[grp] = s[0];
}
