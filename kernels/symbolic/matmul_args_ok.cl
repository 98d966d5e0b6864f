//pass
//--local_size=[16,16] --num_groups=[8,8]
/* Matrix multiply c = a * b of n x n matrices, n a kernel argument: the write c[i * n + j] follows a loop over k < n. */
#pragma bvgen requires n <= 4096
__kernel void matmul(__global const float *a, __global const float *b, __global float *c, unsigned n) {
  unsigned i = get_global_id(1), j = get_global_id(0);
  if (i < n && j < n) {
    float s = 0.0f;
    for (unsigned k = 0; k < n; k++)
      s += a[i * n + k] * b[k * n + j];
    c[i * n + j] = s;
  }
}
