//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//race on tile
/* byte_lanes_ok.cl reading one byte past its pixel (byte 0 of the next work item's uchar4) without a barrier. */
__kernel void bytes(__global uchar4 *img) {
  __local uchar4 tile[64];
  int l = get_local_id(0), g = get_global_id(0);
  tile[l] = img[g];
  __local uchar *b = (__local uchar *)tile;
  img[g] = (uchar4)(b[4 * l + 4], b[4 * l + 2], b[4 * l + 1], b[4 * l]); // want "race on tile"
}
