//pass
//--local_size=64 --num_groups=4
/* Twin of global_write_read_racy: the read-back is of one's own element out[gid]. */
__kernel void global_write_read(__global int *out, __global int *res) {
  size_t gid = get_global_id(0);
  out[gid] = (int)gid * 3;
  res[gid] = out[gid];
}
