__kernel void groups(__global int *a) {
  a[get_global_id(0) % 4] = 1;
}
