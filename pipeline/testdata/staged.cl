__kernel void staged(__global int *a) {
  int gid = get_global_id(0);
  a[gid] = gid;
  #pragma bvgen assert a[gid] == gid
}
