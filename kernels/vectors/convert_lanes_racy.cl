//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//this assertion might not hold
/* convert_lanes_ok.cl asserting that convert_int4 zero-extends a char4 (it sign-extends). */
__kernel void conv(__global int4 *out, __global const char4 *in) {
  int i = get_global_id(0);
  int4 a = (int4)(257, -1, 128, 3);
  char4 c = convert_char4(a);
  __assert(convert_int4(c).y == 255); // want "assertion might not hold"
  out[i] = convert_int4(in[i]);
}
