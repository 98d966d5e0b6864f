//pass
//--local_size=[8,4] --num_groups=[4,8]
/* Work-item functions in dimensions 0 and 1 of a 2-D launch; row-major global index. */
__kernel void workitem_2d(__global int *out) {
  size_t lx = get_local_id(0), ly = get_local_id(1);
  size_t gx = get_group_id(0), gy = get_group_id(1);
  size_t sx = get_local_size(0), sy = get_local_size(1);
  size_t nx = get_num_groups(0), ny = get_num_groups(1);
  size_t x = gx * sx + lx;
  size_t y = gy * sy + ly;
  size_t w = get_global_size(0);
  if (get_global_id(0) - get_global_offset(0) == x && get_global_size(1) == ny * sy)
    out[y * w + x] = (int)(nx + get_work_dim());
  else
    out[y * w + x] = -1;
}
