//pass
//--local_size=64 --num_groups=4
/* Twin of intergroup_racy: indexing by get_global_id(0) separates the groups. */
__kernel void intergroup(__global const int *in, __global int *out) {
  size_t gid = get_global_id(0);
  out[gid] = in[gid];
}
