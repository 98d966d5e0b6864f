//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//global_assert_disabled\.cl:10:5: error: this assertion might not hold
/* __global_assert is not predicated (GPUVERIFY.md §3): it must hold for the
   work items that do not take the branch too, and lid == 0 does not. The
   plain __assert of assert_enabled_only.cl holds. */
__kernel void global_assert_disabled(__global int *a) {
  int lid = get_local_id(0);
  if (lid == 0) {
    __global_assert(lid == 0);
    a[0] = 1;
  }
}
