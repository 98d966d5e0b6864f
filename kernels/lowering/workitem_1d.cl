//pass
//--local_size=64 --global_size=256
/* Every work-item function in dimension 0 of a 1-D launch given by --global_size. */
__kernel void workitem_1d(__global uint *out, __global uint *info) {
  size_t lid = get_local_id(0);
  size_t grp = get_group_id(0);
  size_t ls = get_local_size(0);
  size_t ng = get_num_groups(0);
  size_t gs = get_global_size(0);
  size_t off = get_global_offset(0);
  size_t gid = get_global_id(0) - off;
  out[gid] = (uint)(grp * ls + lid);
  if (gid == 0)
    info[0] = get_work_dim() * 1000u + (uint)(ng + gs);
}
