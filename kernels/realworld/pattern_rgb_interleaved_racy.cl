//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//race on rgb
/* pattern_rgb_interleaved_ok.cl with each work item also clearing the red channel of the next pixel, which another work item reads and writes. */
__kernel void grey(__global uchar *rgb, int pixels)
{
  __requires(pixels >= 1 && pixels <= (1 << 20));
  for (int p = get_global_id(0); p < pixels; p += get_global_size(0)) {
    uint r = rgb[3 * p], g = rgb[3 * p + 1], b = rgb[3 * p + 2];
    uchar y = (uchar)((77 * r + 150 * g + 29 * b) >> 8);
    rgb[3 * p] = y;
    rgb[3 * p + 1] = y;
    rgb[3 * p + 2] = y;
    if (p + 1 < pixels)
      rgb[3 * (p + 1)] = 0;
  }
}
