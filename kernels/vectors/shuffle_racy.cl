//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=2
//this assertion might not hold
/* shuffle_ok.cl asserting that the mask picks lane mask + 1: it picks lane mask (mod 4). */
__kernel void shuf(__global int4 *a, __global int8 *b, uint4 mask) {
  int i = get_global_id(0);
  int4 v = a[i];
  int4 r = shuffle(v, mask + (uint4)(4));
  int8 w = shuffle2(v, v + 1, (uint8)(0, 4, 1, 5, 2, 6, 3, 7));
  __assert(w.s1 == v.x + 1 && w.s6 == v.w);
  int4 sw = shuffle(v, (uint4)(3, 2, 1, 0));
  __assert(sw.x == v.z); // want "assertion might not hold"
  a[i] = r;
  b[i] = w;
}
