//pass
//--local_size=32 --num_groups=128
/* PolyBench atax (tmp = A*x, then y = A^T*tmp) as PPCG compiles it for symbolic sizes: two 1-D kernels, 64-bit counters, the sizes bounded by a __requires conjunction, a 32-element slice of the vector staged in __local memory per tile with a barrier on each side, a private accumulator, and guards m >= t0 + c0 + 1 for the partial last tile (m need not be a multiple of 32). */
#define floord(n,d) (((n)<0) ? -((-(n)+(d)-1)/(d)) : (n)/(d))
#define ppcg_min(x,y) min((__typeof__(x + y)) x, (__typeof__(x + y)) y)
__kernel void kernel0(__global double *A, __global double *x, __global double *tmp, long m, long n)
{
  __requires(m >= 1 && m <= 4000 && n >= 1 && n <= 4000);
  long b0 = get_group_id(0);
  long t0 = get_local_id(0);
  __local double shared_x[32];
  double private_tmp[1];

  for (long c0 = 32 * b0; c0 < m; c0 += 4096) {
    if (m >= t0 + c0 + 1)
      private_tmp[0] = 0.0;
    for (long c1 = 0; c1 < n; c1 += 32) {
      if (n >= t0 + c1 + 1)
        shared_x[t0] = x[t0 + c1];
      barrier(CLK_LOCAL_MEM_FENCE);
      if (m >= t0 + c0 + 1)
        for (long c2 = 0; c2 <= ppcg_min(31, n - c1 - 1); c2 += 1)
          private_tmp[0] += A[(t0 + c0) * n + (c1 + c2)] * shared_x[c2];
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (m >= t0 + c0 + 1)
      tmp[t0 + c0] = private_tmp[0];
  }
}

__kernel void kernel1(__global double *A, __global double *tmp, __global double *y, long m, long n)
{
  __requires(m >= 1 && m <= 4000 && n >= 1 && n <= 4000);
  long b0 = get_group_id(0);
  long t0 = get_local_id(0);
  __local double shared_tmp[32];
  double private_y[1];

  for (long c0 = 32 * b0; c0 < n; c0 += 4096) {
    if (n >= t0 + c0 + 1)
      private_y[0] = 0.0;
    for (long c1 = 0; c1 < m; c1 += 32) {
      if (m >= t0 + c1 + 1)
        shared_tmp[t0] = tmp[t0 + c1];
      barrier(CLK_LOCAL_MEM_FENCE);
      if (n >= t0 + c0 + 1)
        for (long c2 = 0; c2 <= ppcg_min(31, m - c1 - 1); c2 += 1)
          private_y[0] += A[(c1 + c2) * n + (t0 + c0)] * shared_tmp[c2];
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (n >= t0 + c0 + 1)
      y[t0 + c0] = private_y[0];
  }
}
