__kernel void uses_printf(__global int *a) {
  a[get_global_id(0)] = 1;
  printf("%d\n", a[0]);
}
