//xfail:NOT_ALL_VERIFIED
//--local_size=[16,16] --num_groups=[4,2]
//write-write race on out
/* mandelbrot_ok.cl with the row pitch taken from the wrong dimension (get_global_size(1), the height, on a wide image): rows overlap and pixels of different rows are written twice. */
#define MAX_ITER 256
__kernel void mandelbrot(__global uchar4 *out, float scale, float cx, float cy) {
  int x = get_global_id(0), y = get_global_id(1);
  int width = get_global_size(1), height = get_global_size(1);
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
  out[y * width + x] = (uchar4)(c, c / 2, 255 - c, 255); // want "write-write race on out"
}
