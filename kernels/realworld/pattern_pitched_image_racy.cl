//xfail:NOT_ALL_VERIFIED
//--local_size=[16,16] --num_groups=[8,8]
//race on img
/* pattern_pitched_image_ok.cl with each work item also writing its right neighbour's pixel, which that neighbour reads and writes. */
__kernel void scale(__global float *img, int width, int height, float s)
{
  __requires(width >= 1 && width <= 4096 && height >= 1 && height <= 4096);
  for (int y = get_global_id(1); y < height; y += get_global_size(1))
    for (int x = get_global_id(0); x < width; x += get_global_size(0)) {
      img[y * width + x] = img[y * width + x] * s;
      if (x + 1 < width)
        img[y * width + x + 1] = s;
    }
}
