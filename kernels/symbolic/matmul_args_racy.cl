//xfail:NOT_ALL_VERIFIED
//--local_size=[16,16] --num_groups=[8,8]
//write-write race on c
/* matmul_args_ok.cl with the column guard j <= n: work item (i, n) writes c[i * n + n], which is work item (i + 1, 0)'s c[(i + 1) * n]. */
#pragma bvgen requires n <= 4096
__kernel void matmul(__global const float *a, __global const float *b, __global float *c, unsigned n) {
  unsigned i = get_global_id(1), j = get_global_id(0);
  if (i < n && j <= n) {
    float s = 0.0f;
    for (unsigned k = 0; k < n; k++)
      s += a[i * n + k] * b[k * n + j];
    c[i * n + j] = s;
  }
}
