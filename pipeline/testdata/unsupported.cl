typedef __global int *gptr;
__kernel void unsupported(__global int *a) {
  __local gptr p[1]; p[0] = a; *p[0] = 1;
}
