//xfail:NOT_ALL_VERIFIED
//--local_size=[8,8] --num_groups=[4,4]
//write-write race on dst
/* Twin of image_copy_int_ok: the destination row is y / 2, so two work items of neighbouring rows write the same texel. */
__kernel void transpose(__read_only image2d_t src, __write_only image2d_t dst) {
  int x = get_global_id(0), y = get_global_id(1);
  int4 v = read_imagei(src, (int2)(x, y));
  write_imagei(dst, (int2)(y / 2, x), v); // want "write-write race on dst"
}
