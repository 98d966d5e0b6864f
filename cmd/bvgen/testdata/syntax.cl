__kernel void bad(__global int *a) {
  a[get_global_id(0)] = 1
}
