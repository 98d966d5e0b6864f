//pass
//--local_size=128 --num_groups=32
/* AMD APP SDK style 1-D Haar wavelet decomposition: each group decomposes 256 samples in a __local array parameter over up to eight levels; the active range halves every level (lid < active), each level reading its pair into registers, a barrier, writing the average back to s[lid] and the detail coefficient to its slot of the output, a barrier; work item 0 writes the final average. */
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
    barrier(CLK_LOCAL_MEM_FENCE);
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
