// Pitched logs (twothread/pitch.go): img[y * width + c1 + c3] with width a
// kernel argument; the columns are PPCG's grid-stride tile (c1 = 32 * gx,
// c1 += 128; c3 = lx, c3 += 16), whose group dim-window tells apart.
__kernel void pitched(__global float *img, int width, int height)
{
  __requires(width >= 1 && width <= 4096 && height >= 1 && height <= 4096);
  int gx = get_group_id(0), lx = get_local_id(0);
  for (int y = get_global_id(1); y < height; y += 8)
    for (int c1 = 32 * gx; c1 < width; c1 += 128)
      for (int c3 = lx; c3 < 32 && c1 + c3 < width; c3 += 16)
        img[y * width + c1 + c3] = 0.0f;
}
