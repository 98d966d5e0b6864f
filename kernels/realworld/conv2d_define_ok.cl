//pass
//--local_size=[16,16] --num_groups=[4,4] -D FILTER_W=5
/* 2-D convolution (AMD APP SDK SimpleConvolution): a FILTER_W x FILTER_W mask (size given with -D) over a clamped neighbourhood, reading input and mask from global memory, out of place. */
__kernel void simple_convolution(__global float *output, __global const uint *input, __global const float *mask) {
  int x = get_global_id(0), y = get_global_id(1);
  int width = get_global_size(0), height = get_global_size(1);
  const int r = FILTER_W / 2;
  float sum = 0.0f;
  for (int j = -r; j <= r; j++) {
    int yy = clamp(y + j, 0, height - 1);
    for (int i = -r; i <= r; i++) {
      int xx = clamp(x + i, 0, width - 1);
      sum += mask[(j + r) * FILTER_W + i + r] * (float)input[yy * width + xx];
    }
  }
  output[y * width + x] = sum;
}
