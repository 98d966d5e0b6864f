//pass
//--local_size=64 --num_groups=4
/* Twin of global_write_write_racy: each work item writes out[gid]. */
__kernel void global_write_write(__global int *out) {
  size_t gid = get_global_id(0);
  out[gid] = (int)gid;
}
