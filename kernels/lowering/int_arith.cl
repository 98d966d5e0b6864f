//pass
//--local_size=64 --num_groups=4
/* 32-bit signed/unsigned arithmetic: + - * / % and negation. */
__kernel void int_arith(__global int *out, __global uint *uout, int a, uint b) {
  size_t gid = get_global_id(0);
  int x = (int)gid;
  uint u = (uint)gid;
  int s = x + a;
  s = s - 3 * x;
  s = -s;
  int q = (a != 0) ? x / a : 0;
  int r = (a != 0) ? x % a : 0;
  uint uq = u / (b | 1u);
  uint ur = u % (b | 1u);
  out[gid] = s + q * r;
  uout[gid] = uq * 7u + ur - b;
}
