typedef __global int *gptr;
__kernel void follows_shared_pointer(__global int *a) {
  __local gptr p[1]; p[0] = a; *p[0] = 1;
}
