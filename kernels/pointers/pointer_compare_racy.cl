//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//assertion might not hold
/* Twin of pointer_compare_ok: p may be b, so p == a need not hold. */
__kernel void pointer_compare(__global int *a, __global int *b, int flag) {
  __global int *p = flag ? a : b;
  p[get_global_id(0)] = 1;
  __assert(p == a); // want "assertion might not hold"
}
