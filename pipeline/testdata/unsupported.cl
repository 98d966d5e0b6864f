__kernel void unsupported(__global int *a) {
  printf("%d\n", a[0]);
}
