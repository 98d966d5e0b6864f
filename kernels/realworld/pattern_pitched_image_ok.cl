//pass
//--local_size=[16,16] --num_groups=[8,8]
/* An image of symbolic width and height (bounded by __requires) in one buffer, row-major with the width as its pitch: each work item scales the pixels its grid-stride loops give it, img[y * width + x]. The race checks compare products with the width argument unless the logs keep rows and columns (pitched logs). */
__kernel void scale(__global float *img, int width, int height, float s)
{
  __requires(width >= 1 && width <= 4096 && height >= 1 && height <= 4096);
  for (int y = get_global_id(1); y < height; y += get_global_size(1))
    for (int x = get_global_id(0); x < width; x += get_global_size(0))
      img[y * width + x] = img[y * width + x] * s;
}
