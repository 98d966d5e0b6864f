//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//read-write race on data
/* In-place update reading the next __global element before writing one's own. */
__kernel void global_read_write(__global int *data) {
  size_t gid = get_global_id(0);
  int x = data[(gid + 1) % get_global_size(0)];
  data[gid] = x + 1; // want "read-write race on data"
}
