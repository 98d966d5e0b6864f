//pass
//--local_size=[32,16] --num_groups=[64,64]
/* PolyBench covariance as PPCG compiles it, the 2-D kernels (the 1-D mean kernel runs with another geometry): kernel1 centres the data, the slice of mean staged in __local memory by the work items of row 0 (if (t0 == 0)); kernel2 computes the upper triangle of symmat and mirrors it (symmat[j2][j1] = symmat[j1][j2], both written by the work item of (j1, j2)), its column tile loop starting at 32*b1 - 2048*floord(32*b1 - c0 + 31, 2048) so that tiles below the diagonal are skipped, with two __local tiles of data per i tile. */
#define floord(n,d) (((n)<0) ? -((-(n)+(d)-1)/(d)) : (n)/(d))
#define ppcg_min(x,y) min((__typeof__(x + y)) x, (__typeof__(x + y)) y)
__kernel void kernel1(__global double *data, __global double *mean, long m, long n)
{
  __requires(m == 2048 && n == 2048);
  long b0 = get_group_id(0), b1 = get_group_id(1);
  long t0 = get_local_id(0), t1 = get_local_id(1);
  __local double shared_mean[32];

  for (long c0 = 32 * b0; c0 < n; c0 += 2048)
    for (long c1 = 32 * b1; c1 < m; c1 += 2048) {
      if (t0 == 0)
        for (long c2 = t1; c2 <= ppcg_min(31, m - c1 - 1); c2 += 16)
          shared_mean[c2] = mean[c1 + c2];
      barrier(CLK_LOCAL_MEM_FENCE);
      if (n >= t0 + c0 + 1)
        for (long c3 = t1; c3 <= ppcg_min(31, m - c1 - 1); c3 += 16)
          data[(t0 + c0) * m + (c1 + c3)] -= shared_mean[c3];
      barrier(CLK_LOCAL_MEM_FENCE);
    }
}

__kernel void kernel2(__global double *data, __global double *symmat, long m, long n)
{
  __requires(m == 2048 && n == 2048);
  long b0 = get_group_id(0), b1 = get_group_id(1);
  long t0 = get_local_id(0), t1 = get_local_id(1);
  __local double shared_data_0[32][32];
  __local double shared_data_1[32][32];
  double private_symmat[1][2];

  for (long c0 = 32 * b0; c0 < m; c0 += 2048)
    for (long c1 = 32 * b1 - 2048 * floord(32 * b1 - c0 + 31, 2048); c1 < m; c1 += 2048) {
      if (m >= t0 + c0 + 1 && m >= t1 + c1 + 1 && t1 + c1 >= t0 + c0) {
        private_symmat[0][0] = 0.0;
        if (m >= t1 + c1 + 17)
          private_symmat[0][1] = 0.0;
      }
      for (long c2 = 0; c2 < n; c2 += 32) {
        if (n >= t0 + c2 + 1) {
          for (long c4 = t1; c4 <= ppcg_min(31, m - c0 - 1); c4 += 16)
            shared_data_0[t0][c4] = data[(t0 + c2) * m + (c0 + c4)];
          for (long c4 = t1; c4 <= ppcg_min(31, m - c1 - 1); c4 += 16)
            shared_data_1[t0][c4] = data[(t0 + c2) * m + (c1 + c4)];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (m >= t0 + c0 + 1 && m >= t1 + c1 + 1 && t1 + c1 >= t0 + c0)
          for (long c3 = 0; c3 <= ppcg_min(31, n - c2 - 1); c3 += 1) {
            private_symmat[0][0] += shared_data_0[c3][t0] * shared_data_1[c3][t1];
            if (m >= t1 + c1 + 17)
              private_symmat[0][1] += shared_data_0[c3][t0] * shared_data_1[c3][t1 + 16];
          }
        barrier(CLK_LOCAL_MEM_FENCE);
      }
      if (m >= t0 + c0 + 1 && m >= t1 + c1 + 1 && t1 + c1 >= t0 + c0) {
        symmat[(t0 + c0) * m + (t1 + c1)] = private_symmat[0][0];
        symmat[(t1 + c1) * m + (t0 + c0)] = private_symmat[0][0];
        if (m >= t1 + c1 + 17) {
          symmat[(t0 + c0) * m + (t1 + c1 + 16)] = private_symmat[0][1];
          symmat[(t1 + c1 + 16) * m + (t0 + c0)] = private_symmat[0][1];
        }
      }
    }
}
