//xfail:NOT_ALL_VERIFIED
//--local_size=[16,16] --num_groups=[8,8] -D W=128 -D H=128
//race on img
/* box_filter_uchar4_ok.cl filtering in place: a work item overwrites a pixel that its neighbours still read. */
#ifndef W
#define W 128
#endif
#ifndef H
#define H 128
#endif
__kernel void box3(__global uchar4 *img) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x < 1 || y < 1 || x >= W - 1 || y >= H - 1)
    return;
  int4 sum = (int4)(0);
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      sum += convert_int4(img[(y + dy) * W + x + dx]);
  uchar4 px = convert_uchar4_sat(sum / 9);
  px.w = img[y * W + x].w;
  img[y * W + x] = px;
}
