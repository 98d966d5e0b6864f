//pass
//--local_size=64 --num_groups=4
/* uchar4 pixels in __local memory read back byte by byte: each work item reads the bytes of its own pixel, reversed. */
__kernel void bytes(__global uchar4 *img) {
  __local uchar4 tile[64];
  int l = get_local_id(0), g = get_global_id(0);
  tile[l] = img[g];
  __local uchar *b = (__local uchar *)tile;
  img[g] = (uchar4)(b[4 * l + 3], b[4 * l + 2], b[4 * l + 1], b[4 * l]);
}
