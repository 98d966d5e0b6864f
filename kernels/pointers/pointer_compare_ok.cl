//pass
//--local_size=64 --num_groups=4
/* Pointer comparison is modelled over (base, offset): p is a or b, and p == a excludes p == b. */
__kernel void pointer_compare(__global int *a, __global int *b, int flag) {
  __global int *p = flag ? a : b;
  p[get_global_id(0)] = 1;
  __assert(p == a || p == b);
  if (p == a)
    __assert(p != b);
  __assert(p + 1 != p);
}
