//pass
//--local_size=[4,4,4] --num_groups=[2,2,2]
/* Twin of grid3d_racy: the output index uses x, y and z. */
__kernel void grid3d(__global int *out) {
  size_t x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
  size_t sx = get_global_size(0), sy = get_global_size(1);
  out[(z * sy + y) * sx + x] = (int)z;
}
