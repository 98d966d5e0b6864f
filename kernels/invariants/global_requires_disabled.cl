//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --no-inline
//a precondition for this call might not hold
/* A helper's __global_requires must hold at the call for both work items, also for one that does not execute the call (twin: requires_enabled_only.cl). */
int first(__global const int *a, int x) {
  __global_requires(x == 0);
  return a[x];
}

__kernel void global_requires_disabled(__global const int *a, __global int *b) {
  int lid = get_local_id(0);
  if (lid == 0)
    b[0] = first(a, lid);
}
