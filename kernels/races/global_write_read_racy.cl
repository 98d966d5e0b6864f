//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//write-read race on out
/* Write out[gid], then read the partner element out[gid ^ 1] written by another work item. */
__kernel void global_write_read(__global int *out, __global int *res) {
  size_t gid = get_global_id(0);
  out[gid] = (int)gid * 3;
  res[gid] = out[gid ^ 1]; // want "write-read race on out"
}
