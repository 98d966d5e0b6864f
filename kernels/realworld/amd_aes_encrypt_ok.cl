//pass
//--local_size=64 --num_groups=64
/* Table-driven AES-128 encryption, one 16-byte block per work item: every work item helps copy the S-box and the 176 bytes of round keys into __local memory (strided loops), a barrier, then the ten rounds unrolled into straight-line code (SubBytes through the __local S-box at data-dependent indices, ShiftRows as a fixed permutation, MixColumns with xtime, AddRoundKey), the state in private arrays; work items past the last block leave after the barrier. */
#define xtime(b) ((uchar)(((b) << 1) ^ ((((b) >> 7) & 1) * 0x1b)))
#define SUB_SHIFT(t, s) \
  t[0] = sbox[s[0]];  t[4] = sbox[s[4]];  t[8] = sbox[s[8]];   t[12] = sbox[s[12]]; \
  t[1] = sbox[s[5]];  t[5] = sbox[s[9]];  t[9] = sbox[s[13]];  t[13] = sbox[s[1]];  \
  t[2] = sbox[s[10]]; t[6] = sbox[s[14]]; t[10] = sbox[s[2]];  t[14] = sbox[s[6]];  \
  t[3] = sbox[s[15]]; t[7] = sbox[s[3]];  t[11] = sbox[s[7]];  t[15] = sbox[s[11]];
#define MIX(s, t, r, c) { \
  uchar a0 = t[4 * c], a1 = t[4 * c + 1], a2 = t[4 * c + 2], a3 = t[4 * c + 3]; \
  uchar e = a0 ^ a1 ^ a2 ^ a3; \
  s[4 * c]     = a0 ^ e ^ xtime((uchar)(a0 ^ a1)) ^ rk[16 * r + 4 * c]; \
  s[4 * c + 1] = a1 ^ e ^ xtime((uchar)(a1 ^ a2)) ^ rk[16 * r + 4 * c + 1]; \
  s[4 * c + 2] = a2 ^ e ^ xtime((uchar)(a2 ^ a3)) ^ rk[16 * r + 4 * c + 2]; \
  s[4 * c + 3] = a3 ^ e ^ xtime((uchar)(a3 ^ a0)) ^ rk[16 * r + 4 * c + 3]; }
#define ROUND(r) SUB_SHIFT(t, s) MIX(s, t, r, 0) MIX(s, t, r, 1) MIX(s, t, r, 2) MIX(s, t, r, 3)

__kernel void aes_encrypt(__global const uchar *input, __global uchar *output, __global const uchar *sbox_g, __global const uchar *round_keys, const uint blocks)
{
  __local uchar sbox[256];
  __local uchar rk[176];
  uint lid = get_local_id(0), ls = get_local_size(0);
  for (uint i = lid; i < 256; i += ls)
    sbox[i] = sbox_g[i];
  for (uint i = lid; i < 176; i += ls)
    rk[i] = round_keys[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  uint gid = get_global_id(0);
  if (gid >= blocks)
    return;
  uchar s[16], t[16];
  for (int i = 0; i < 16; i++)
    s[i] = input[16 * gid + i] ^ rk[i];
  ROUND(1) ROUND(2) ROUND(3) ROUND(4) ROUND(5)
  ROUND(6) ROUND(7) ROUND(8) ROUND(9)
  SUB_SHIFT(t, s)
  for (int i = 0; i < 16; i++)
    output[16 * gid + i] = t[i] ^ rk[160 + i];
}
