//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//race on (ta|tb)
/* Twin of tile_helper_ok: the barrier between the write and the read through the returned pointer is missing. */
__local int *pick(__local int *a, __local int *b, int which) {
  return which ? a + 1 : b;
}

__kernel void tile_helper(__global int *out, int which) {
  __local int ta[65];
  __local int tb[65];
  __local int *t = pick(ta, tb, which);
  t[get_local_id(0)] = (int)get_local_id(0);
  out[get_global_id(0)] = t[63 - get_local_id(0)];
}
