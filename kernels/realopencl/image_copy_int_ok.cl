//pass
//--local_size=[8,8] --num_groups=[4,4]
/* A transposing copy of an integer image with read_imagei/write_imagei and int2 coordinates, no sampler: distinct work items write distinct texels. */
__kernel void transpose(__read_only image2d_t src, __write_only image2d_t dst) {
  int x = get_global_id(0), y = get_global_id(1);
  int4 v = read_imagei(src, (int2)(x, y));
  write_imagei(dst, (int2)(y, x), v);
}
