__local int *pick(__local int *a, __local int *b, int which) {
  return which ? a + 1 : b;
}

__kernel void pointers_dynamic(__global int *a, __global int *b, int flag) {
  __local int x[65];
  __local int y[65];
  __global int *p = flag ? a : b;
  __global int *n = flag ? a : 0;
  size_t i = get_global_id(0);
  p[i] = p[i] + 1;
  if (n != 0)
    n[i] = 2;
  __local int *t = pick(x, y, flag);
  t[get_local_id(0)] = atomic_inc(p);
}
