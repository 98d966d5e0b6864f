//pass
//--local_size=64 --num_groups=16
/* A lookup table copied into __local memory by a strided loop, a barrier, then rounds of data-dependent lookups on a private state array (the shape of AES's S-box rounds). No write of the table is in the lookups' barrier interval, so the lookups are quiet reads: neither logged nor checked, and the state that only indexes the table is not modelled. */
#define ROUND(s, t) \
  t[0] = lut[s[1]]; t[1] = lut[s[2]]; t[2] = lut[s[3]]; t[3] = lut[s[0]]; \
  s[0] = t[0] ^ t[1]; s[1] = t[1] ^ t[2]; s[2] = t[2] ^ t[3]; s[3] = t[3] ^ t[0];

__kernel void lut_rounds(__global const uchar *in, __global uchar *out, __global const uchar *lut_g)
{
  __local uchar lut[256];
  uint lid = get_local_id(0), ls = get_local_size(0);
  for (uint i = lid; i < 256; i += ls)
    lut[i] = lut_g[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  uint gid = get_global_id(0);
  uchar s[4], t[4];
  for (int i = 0; i < 4; i++)
    s[i] = in[4 * gid + i];
  ROUND(s, t) ROUND(s, t) ROUND(s, t) ROUND(s, t)
  for (int i = 0; i < 4; i++)
    out[4 * gid + i] = s[i];
}
