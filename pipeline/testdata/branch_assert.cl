__kernel void branch_assert(__global int *a) {
  int lid = get_local_id(0);
  if (lid > 3) {
    __assert(lid > 5);
    a[lid] = 1;
  }
}
