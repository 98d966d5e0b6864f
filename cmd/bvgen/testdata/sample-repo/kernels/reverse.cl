#pragma bvgen launch --local_size=64 --num_groups=8
/* Reverses each group's block in place through __local memory; the
   barrier between the load and the store is missing. */
__kernel void reverse(__global int *a) {
  __local int s[64];
  int l = get_local_id(0), g = get_group_id(0) * 64;
  s[l] = a[g + l];
  a[g + l] = s[63 - l];
}
