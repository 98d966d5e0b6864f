//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=128
//race on (T[0-3]|rk)
/* amd_aes_ttable_ok.cl with mem_fence in place of the barrier after the table copy: a fence orders one work item's own accesses but does not wait for the others, so lookups may read table entries not copied yet. */
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
  mem_fence(CLK_LOCAL_MEM_FENCE);
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
