//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//assertion
/* The signed form assumes no signed overflow, not unsigned: a + b may
   still be below a as unsigned numbers (a = -1, b = 1). */
__kernel void add_noovfl(__global int *out, int a, int b) {
  int t = __add_noovfl_int(a, b);
  __assert((uint)t >= (uint)a); // want "assertion might not hold"
  out[get_global_id(0)] = t;
}
