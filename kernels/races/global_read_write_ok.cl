//pass
//--local_size=64 --num_groups=4
/* Twin of global_read_write_racy: the in-place update reads only one's own element. */
__kernel void global_read_write(__global int *data) {
  size_t gid = get_global_id(0);
  int x = data[gid];
  data[gid] = x + 1;
}
