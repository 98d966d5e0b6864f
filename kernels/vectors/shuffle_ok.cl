//pass
//--local_size=256 --num_groups=2
/* shuffle with a runtime mask and shuffle2 with a constant one, checked exactly: only the low two bits of each mask lane count. */
__kernel void shuf(__global int4 *a, __global int8 *b, uint4 mask) {
  int i = get_global_id(0);
  int4 v = a[i];
  int4 r = shuffle(v, mask + (uint4)(4));
  __assert(r.x == shuffle(v, mask).x);
  int8 w = shuffle2(v, v + 1, (uint8)(0, 4, 1, 5, 2, 6, 3, 7));
  __assert(w.s1 == v.x + 1 && w.s6 == v.w);
  int4 sw = shuffle(v, (uint4)(3, 2, 1, 0));
  __assert(sw.x == v.w && sw.w == v.x);
  a[i] = r;
  b[i] = w;
}
