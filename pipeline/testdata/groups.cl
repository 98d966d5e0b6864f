__kernel void groups(__global int *a) {
  // The value differs between the work items, so the race is not benign.
  a[get_global_id(0) % 4] = get_global_id(0);
}
