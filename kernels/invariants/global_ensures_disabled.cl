//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --no-inline
//postcondition might not hold
/* A helper's __global_ensures must hold on return for both work items, also for one that did not execute the call (twin: ensures_enabled_only.cl). */
int first(__global const int *a, int x) {
  __requires(x == 0);
  __global_ensures(x == 0);
  return a[x];
}

__kernel void global_ensures_disabled(__global const int *a, __global int *b) {
  int lid = get_local_id(0);
  if (lid == 0)
    b[0] = first(a, lid);
}
