//pass
//--local_size=64 --num_groups=128
/* T-table AES-128 encryption (the four 256-entry uint tables and the 44 round-key words copied into 4 KB of __local memory by every work item before a barrier), one uint4 block per work item, nine table rounds in a loop (sixteen data-dependent __local lookups each) and a final S-box round taken from the tables' middle bytes. */
#define BYTE(w, k) (((w) >> (8 * (k))) & 0xff)
__kernel void aes_ttable(__global const uint4 *in, __global uint4 *out, __global const uint *te, __global const uint *rk_g, const uint nblocks)
{
  __local uint T0[256], T1[256], T2[256], T3[256];
  __local uint rk[44];
  uint lid = get_local_id(0), ls = get_local_size(0);
  for (uint i = lid; i < 256; i += ls) {
    T0[i] = te[i];
    T1[i] = te[256 + i];
    T2[i] = te[512 + i];
    T3[i] = te[768 + i];
  }
  if (lid < 44)
    rk[lid] = rk_g[lid];
  barrier(CLK_LOCAL_MEM_FENCE);
  uint gid = get_global_id(0);
  if (gid < nblocks) {
    uint4 b = in[gid];
    uint s0 = b.x ^ rk[0], s1 = b.y ^ rk[1], s2 = b.z ^ rk[2], s3 = b.w ^ rk[3];
    for (int r = 1; r < 10; r++) {
      uint t0 = T0[BYTE(s0, 3)] ^ T1[BYTE(s1, 2)] ^ T2[BYTE(s2, 1)] ^ T3[BYTE(s3, 0)] ^ rk[4 * r];
      uint t1 = T0[BYTE(s1, 3)] ^ T1[BYTE(s2, 2)] ^ T2[BYTE(s3, 1)] ^ T3[BYTE(s0, 0)] ^ rk[4 * r + 1];
      uint t2 = T0[BYTE(s2, 3)] ^ T1[BYTE(s3, 2)] ^ T2[BYTE(s0, 1)] ^ T3[BYTE(s1, 0)] ^ rk[4 * r + 2];
      uint t3 = T0[BYTE(s3, 3)] ^ T1[BYTE(s0, 2)] ^ T2[BYTE(s1, 1)] ^ T3[BYTE(s2, 0)] ^ rk[4 * r + 3];
      s0 = t0; s1 = t1; s2 = t2; s3 = t3;
    }
    uint4 o;
    o.x = ((BYTE(T0[BYTE(s0, 3)], 1) << 24) | (BYTE(T0[BYTE(s1, 2)], 1) << 16) | (BYTE(T0[BYTE(s2, 1)], 1) << 8) | BYTE(T0[BYTE(s3, 0)], 1)) ^ rk[40];
    o.y = ((BYTE(T0[BYTE(s1, 3)], 1) << 24) | (BYTE(T0[BYTE(s2, 2)], 1) << 16) | (BYTE(T0[BYTE(s3, 1)], 1) << 8) | BYTE(T0[BYTE(s0, 0)], 1)) ^ rk[41];
    o.z = ((BYTE(T0[BYTE(s2, 3)], 1) << 24) | (BYTE(T0[BYTE(s3, 2)], 1) << 16) | (BYTE(T0[BYTE(s0, 1)], 1) << 8) | BYTE(T0[BYTE(s1, 0)], 1)) ^ rk[42];
    o.w = ((BYTE(T0[BYTE(s3, 3)], 1) << 24) | (BYTE(T0[BYTE(s0, 2)], 1) << 16) | (BYTE(T0[BYTE(s1, 1)], 1) << 8) | BYTE(T0[BYTE(s2, 0)], 1)) ^ rk[43];
    out[gid] = o;
  }
}
