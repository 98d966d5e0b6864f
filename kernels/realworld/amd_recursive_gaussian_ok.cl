//pass
//--local_size=64 --num_groups=16
/* AMD APP SDK style recursive Gaussian (Deriche IIR) filter, the column pass: each work item owns one column of an image of symbolic width and height (bounded by __requires) and runs a causal pass down it and an anti-causal pass back up, keeping the filter state in private variables, reading its own column of the input and of the partial output; work items past the image width leave at once. */
__kernel void recursive_gaussian(__global const float4 *input, __global float4 *output, const int width, const int height, const float a0, const float a1, const float a2, const float a3, const float b1, const float b2, const float coefp, const float coefn)
{
  __requires(width >= 1 && width <= 1024 && height >= 1 && height <= 2048);
  int x = get_global_id(0);
  if (x >= width)
    return;
  float4 xp = input[x] * coefp;
  float4 yp = xp, yb = xp;
  for (int y = 0; y < height; y++) {
    int pos = y * width + x;
    float4 xc = input[pos];
    float4 yc = a0 * xc + a1 * xp - b1 * yp - b2 * yb;
    output[pos] = yc;
    xp = xc;
    yb = yp;
    yp = yc;
  }
  float4 xn = input[(height - 1) * width + x] * coefn;
  float4 xa = xn, yn = xn, ya = xn;
  for (int y = height - 1; y >= 0; y--) {
    int pos = y * width + x;
    float4 xc = input[pos];
    float4 yc = a2 * xn + a3 * xa - b1 * yn - b2 * ya;
    xa = xn;
    xn = xc;
    ya = yn;
    yn = yc;
    output[pos] = output[pos] + yc;
  }
}
