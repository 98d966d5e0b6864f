//pass
//--local_size=64 --num_groups=2
/* A helper returning a pointer into one of two tiles: the caller writes through it. */
__local int *pick(__local int *a, __local int *b, int which) {
  return which ? a + 1 : b;
}

__kernel void tile_helper(__global int *out, int which) {
  __local int ta[65];
  __local int tb[65];
  __local int *t = pick(ta, tb, which);
  t[get_local_id(0)] = (int)get_local_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = t[63 - get_local_id(0)];
}
