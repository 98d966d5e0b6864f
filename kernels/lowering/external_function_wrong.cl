//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//assertion
/* Twin of external_function_ok.cl: an external function's result is arbitrary, so an assertion about it cannot be proved (it is not assumed to be a function of its arguments either: two calls may differ). */
int scale(int);

__kernel void ext(__global int *out) {
  int g = get_global_id(0);
  int a = scale(g);
  int b = scale(g);
  __assert(a == b);
  out[g] = a;
}
