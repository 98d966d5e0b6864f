/* Two launch pragmas: s[lid % N] is race-free for 64 work items and racy for
   128 (work items 0 and 64 write s[0]); -D N=128 on the command line fixes both. */
#pragma bvgen launch --local_size=64 --num_groups=2 -D N=64
#pragma bvgen launch --local_size=128 --num_groups=2 -D N=64
__kernel void fill(__global int *a) {
  __local int s[N];
  s[get_local_id(0) % N] = a[get_global_id(0)];
}
