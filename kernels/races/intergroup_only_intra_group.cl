//pass
//--local_size=64 --num_groups=4 --only-intra-group
/* intergroup_racy.cl verified with --only-intra-group: no race inside one group. */
__kernel void intergroup(__global const int *in, __global int *out) {
  size_t lid = get_local_id(0);
  out[lid] = in[get_global_id(0)];
}
