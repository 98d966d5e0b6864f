__kernel void halve(__global int *a) {
  a[get_global_id(0) / 2] = get_global_id(0);
}
