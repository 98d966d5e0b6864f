//pass
//--local_size=[4,4,2] --num_groups=[2,2,3]
/* Work-item functions in dimensions 0, 1 and 2 of a 3-D launch, including offsets and work_dim. */
__kernel void workitem_3d(__global int *out, __global int *meta) {
  size_t x = get_global_id(0) - get_global_offset(0);
  size_t y = get_global_id(1) - get_global_offset(1);
  size_t z = get_global_id(2) - get_global_offset(2);
  size_t sx = get_global_size(0), sy = get_global_size(1), sz = get_global_size(2);
  size_t lz = get_local_id(2), gz = get_group_id(2);
  size_t lsz = get_local_size(2), ngz = get_num_groups(2);
  out[(z * sy + y) * sx + x] = (int)(gz * lsz + lz) - (int)z;
  if (x == 0 && y == 0 && z == 0)
    meta[0] = (int)(get_work_dim() + sz + ngz);
}
