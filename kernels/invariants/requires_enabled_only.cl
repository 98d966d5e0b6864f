//pass
//--local_size=64 --num_groups=1 --no-inline
/* A helper's plain __requires holds for the work items that call it (twin: global_requires_disabled.cl). */
int first(__global const int *a, int x) {
  __requires(x == 0);
  return a[x];
}

__kernel void requires_enabled_only(__global const int *a, __global int *b) {
  int lid = get_local_id(0);
  if (lid == 0)
    b[0] = first(a, lid);
}
