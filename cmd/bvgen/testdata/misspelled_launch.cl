#pragma bvgen lanch --local_size=64 --num_groups=1
__kernel void k(__global int *a) {
  a[get_global_id(0)] = 1;
}
