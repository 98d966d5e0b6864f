__kernel void k(__global int *a) {
  int x = 0;
#pragma bvgen invariant x == 0
  a[get_global_id(0)] = x;
}
