__kernel void staged_wrong(__global int *a) {
  int gid = get_global_id(0);
  a[gid] = gid;
  #pragma bvgen assert a[gid] == gid + 1
}
