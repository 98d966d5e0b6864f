//pass
//--local_size=256 --num_groups=256
/* AMD APP SDK style vectorised Mandelbrot: each work item iterates four horizontally adjacent pixels at once in float4 lanes, four unrolled steps per loop trip, the trip count depending on the data (until every lane escaped or the iteration bound is hit), lanes that escaped frozen with select; only the work item's own four pixels of the uchar4 image are written. */
__kernel void mandelbrot_vector(__global uchar4 *image, const float posx, const float posy, const float step_x, const float step_y, const uint max_iterations, const int width)
{
  __requires(width == 1024);
  int tid = get_global_id(0);
  int i = tid % (width / 4);
  int j = tid / (width / 4);
  int4 veci = (int4)(4 * i, 4 * i + 1, 4 * i + 2, 4 * i + 3);
  int4 vecj = (int4)(j, j, j, j);
  float4 x0 = posx + step_x * convert_float4(veci);
  float4 y0 = posy + step_y * convert_float4(vecj);
  float4 x = x0, y = y0;
  int4 count = (int4)(0);
  int4 alive = isless(x * x + y * y, (float4)(4.0f));
  uint iter = 0;
  while ((alive.x | alive.y | alive.z | alive.w) && iter < max_iterations) {
    float4 t;
    t = x * x - y * y + x0; y = 2.0f * x * y + y0; x = t;
    t = x * x - y * y + x0; y = 2.0f * x * y + y0; x = t;
    t = x * x - y * y + x0; y = 2.0f * x * y + y0; x = t;
    t = x * x - y * y + x0; y = 2.0f * x * y + y0; x = t;
    count = select(count, count + 4, alive);
    alive = isless(x * x + y * y, (float4)(4.0f));
    iter += 4;
  }
  uchar4 c;
  c = (uchar4)((uchar)(count.x * 8), (uchar)(count.x * 4), (uchar)(255 - count.x), 255);
  image[4 * tid] = c;
  c = (uchar4)((uchar)(count.y * 8), (uchar)(count.y * 4), (uchar)(255 - count.y), 255);
  image[4 * tid + 1] = c;
  c = (uchar4)((uchar)(count.z * 8), (uchar)(count.z * 4), (uchar)(255 - count.z), 255);
  image[4 * tid + 2] = c;
  c = (uchar4)((uchar)(count.w * 8), (uchar)(count.w * 4), (uchar)(255 - count.w), 255);
  image[4 * tid + 3] = c;
}
