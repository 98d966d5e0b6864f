//pass
//--local_size=[16,16] --num_groups=[4,2]
/* Mandelbrot set (AMD APP SDK Mandelbrot style) on a 2-D launch: each work item iterates z = z*z + c for its pixel and writes a packed uchar4 colour to out[y * width + x]. */
#define MAX_ITER 256
__kernel void mandelbrot(__global uchar4 *out, float scale, float cx, float cy) {
  int x = get_global_id(0), y = get_global_id(1);
  int width = get_global_size(0), height = get_global_size(1);
  float x0 = cx + ((float)x / width - 0.5f) * scale;
  float y0 = cy + ((float)y / height - 0.5f) * scale;
  float zx = 0.0f, zy = 0.0f;
  int iter = 0;
  while (zx * zx + zy * zy <= 4.0f && iter < MAX_ITER) {
    float t = zx * zx - zy * zy + x0;
    zy = 2.0f * zx * zy + y0;
    zx = t;
    iter++;
  }
  uchar c = (uchar)(iter * 255 / MAX_ITER);
  out[y * width + x] = (uchar4)(c, c / 2, 255 - c, 255);
}
