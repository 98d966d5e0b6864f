//pass
//--local_size=64 --num_groups=2
/* 64-bit long/ulong arithmetic, multiplication, shifts and comparisons. */
__kernel void long_ints(__global long *out, __global ulong *uout, long base, ulong mask) {
  size_t gid = get_global_id(0);
  long x = (long)gid * 1000000007L + base;
  ulong y = (ulong)x * 0x9E3779B97F4A7C15UL;
  long z = x >> 40;
  ulong w = (y >> 33) ^ (y << 7) ^ mask;
  out[gid] = (x > base) ? z - x : x % 97L;
  uout[gid] = w + (ulong)(y != 0UL);
}
