//pass
//--local_size=64 --num_groups=4
/* Bitwise and/or/xor/not, shl, arithmetic and logical shift right, shift amounts masked. */
__kernel void bitwise_shifts(__global int *out, __global uint *uout, uint sh) {
  size_t gid = get_global_id(0);
  int x = (int)gid - 100;
  uint u = (uint)gid * 0x9E3779B9u;
  int a = (x & 0xF0) | (x ^ 0x55);
  int b = ~x;
  int c = x >> 3;            /* ashr */
  uint d = u >> (sh & 31u);  /* lshr */
  uint e = u << 5;           /* shl */
  uint f = (u << (sh & 31u)) | (u >> (32u - (sh & 31u)));
  out[gid] = a + b + c;
  uout[gid] = d ^ e ^ f ^ ~u;
}
