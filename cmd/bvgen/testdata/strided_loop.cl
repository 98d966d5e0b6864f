#pragma bvgen launch --local_size=64 --num_groups=1
__kernel void strided(__global int *a) {
  int lid = get_local_id(0);
  for (int i = lid; i < 1024; i += 64) {
    a[i] = i;
  }
}
