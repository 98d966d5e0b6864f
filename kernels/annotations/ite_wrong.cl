//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//assertion
/* __ite(b, x, y) picks y when b is false: m == a fails when b < a. */
__kernel void ite(__global int *out, int a, int b) {
  int m = __ite(a < b, a, b);
  __assert(m == a); // want "assertion might not hold"
  out[get_global_id(0)] = m;
}
