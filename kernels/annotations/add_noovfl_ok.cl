//pass
//--local_size=64 --num_groups=2
/* __add_noovfl_unsigned_int(x, y) is x + y assumed not to wrap; the
   signed form assumes no signed overflow; the k-ary predicate as a
   precondition makes x + y + z not wrap. */
__kernel void add_noovfl(__global uint *out, uint x, uint y, uint z, int a, int b) {
  __requires(__add_noovfl(x, y, z));
  uint s = __add_noovfl_unsigned_int(x, y);
  __assert(s >= x & s >= y);
  int t = __add_noovfl_int(a, b);
  __assert(a > 0 ? t > b : 1);
  uint w = x + y + z;
  __assert(w >= x & w >= y & w >= z);
  __assert(__add_noovfl_unsigned_int_3(x, y, z));
  out[get_global_id(0)] = s + w + (uint)t;
}
