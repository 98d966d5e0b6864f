__kernel void fine(__global int *a) {
  a[get_global_id(0)] = 1;
}

__kernel void racy(__global int *a) {
  a[0] = get_global_id(0);
}
