//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=256
//write-write race on image
/* amd_mandelbrot_ok.cl with the scalar version's pixel index kept after vectorising (4 * tid + k changed to tid + k): work items tid and tid + 1 both write pixel tid + 1. */
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
  image[tid] = c;
  c = (uchar4)((uchar)(count.y * 8), (uchar)(count.y * 4), (uchar)(255 - count.y), 255);
  image[tid + 1] = c;
  c = (uchar4)((uchar)(count.z * 8), (uchar)(count.z * 4), (uchar)(255 - count.z), 255);
  image[tid + 2] = c;
  c = (uchar4)((uchar)(count.w * 8), (uchar)(count.w * 4), (uchar)(255 - count.w), 255);
  image[tid + 3] = c;
}
