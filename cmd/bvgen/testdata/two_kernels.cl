/* Two kernels in one file: good is race-free, racy is not. */
__kernel void good(__global int *a) {
  a[get_global_id(0)] = 1;
}

__kernel void racy(__global int *a) {
  a[get_global_id(0) / 2] = get_global_id(0);
}
