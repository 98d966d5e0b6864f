//pass
//--local_size=64 --num_groups=4
/* Vector arithmetic, shifts, comparisons and conversions lane by lane, checked exactly: convert_char4 keeps the low bits, convert_int4 of a uchar4 zero-extends, of a char4 sign-extends, comparisons give -1 or 0, min/max/abs per lane. */
__kernel void conv(__global int4 *out, __global const char4 *in) {
  int i = get_global_id(0);
  int4 a = (int4)(257, -1, 128, 3);
  char4 c = convert_char4(a);
  __assert(c.x == 1 && c.y == -1 && c.z == -128 && c.w == 3);
  __assert(convert_int4(as_uchar4(c)).y == 255);
  __assert(convert_int4(c).y == -1);
  int4 lt = a < (int4)(3);
  __assert(lt.x == 0 && lt.y == -1 && lt.w == 0);
  int4 m = max(min(a, (int4)(200)), 0);
  __assert(m.x == 200 && m.y == 0 && m.z == 128);
  __assert(abs(a).y == 1);
  uint4 sh = (uint4)(1) << (uint4)(0, 1, 2, 35);
  __assert(sh.w == 8);
  short2 s = (short2)(-2, 7) >> (short2)(1);
  __assert(s.x == -1 && s.y == 3);
  out[i] = convert_int4(in[i]) * m;
}
