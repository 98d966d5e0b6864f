//pass
//--local_size=64 --num_groups=16
/* Interleaved RGB pixels, three bytes each: every work item turns its pixels grey in place, channel by channel, rgb[3 * p + c], in a grid-stride loop over a symbolic pixel count. The stride 3 is no power of two, so the race checks compare 3 * p1 + c1 with 3 * p2 + c2 unless the logs keep pixels and channels (pitched logs with a constant stride). */
__kernel void grey(__global uchar *rgb, int pixels)
{
  __requires(pixels >= 1 && pixels <= (1 << 20));
  for (int p = get_global_id(0); p < pixels; p += get_global_size(0)) {
    uint r = rgb[3 * p], g = rgb[3 * p + 1], b = rgb[3 * p + 2];
    uchar y = (uchar)((77 * r + 150 * g + 29 * b) >> 8);
    rgb[3 * p] = y;
    rgb[3 * p + 1] = y;
    rgb[3 * p + 2] = y;
  }
}
