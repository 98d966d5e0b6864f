//pass
//--local_size=64 --num_groups=1
/* __global_assert of a fact every work item satisfies, inside a branch only
   work item 0 takes: it holds for all work items, enabled or not. */
__kernel void global_assert_ok(__global int *a, int n) {
  int lid = get_local_id(0);
  if (lid == 0) {
    __global_assert(lid < 64);
    a[0] = n;
  }
}
