//pass
//--local_size=64 --num_groups=2
/* __ite(b, x, y) is b ? x : y: the minimum of a and b is at most both. */
__kernel void ite(__global int *out, int a, int b) {
  int m = __ite(a < b, a, b);
  __assert(m <= a & m <= b);
  __assert(__ite_unsigned_int(a < b, 1, 2) != 0);
  out[get_global_id(0)] = m;
}
