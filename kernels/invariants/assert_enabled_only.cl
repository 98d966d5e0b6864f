//pass
//--local_size=64 --num_groups=1
/* A plain __assert is checked for the work items that reach it only:
   inside the branch, lid == 0 holds (twin: global_assert_disabled.cl). */
__kernel void assert_enabled_only(__global int *a) {
  int lid = get_local_id(0);
  if (lid == 0) {
    __assert(lid == 0);
    a[0] = 1;
  }
}
