//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=32
//divergen|non-uniform
/* ppcg_trmm_ok.cl hand-edited so that the barrier closing each tile of A sits inside the column guard (only work items that used the tile wait for it): in the second pass over columns (c0 = 1024 + 32 * b0) of group 5, columns 1200..1215 lie past n and their work items skip the barrier the others reach. */
#define floord(n,d) (((n)<0) ? -((-(n)+(d)-1)/(d)) : (n)/(d))
#define ppcg_min(x,y) min((__typeof__(x + y)) x, (__typeof__(x + y)) y)
#define ppcg_max(x,y) max((__typeof__(x + y)) x, (__typeof__(x + y)) y)
__kernel void kernel0(__global double *A, __global double *B, double alpha, long m, long n)
{
  __requires(m == 1000 && n == 1200);
  long b0 = get_group_id(0);
  long t0 = get_local_id(0);
  __local double shared_A[32][32];

  for (long c0 = 32 * b0; c0 < n; c0 += 1024)
    for (long c1 = 0; c1 < m; c1 += 32) {
      for (long c2 = c1; c2 < m; c2 += 32) {
        if (m >= t0 + c1 + 1)
          for (long c3 = 0; c3 <= ppcg_min(31, m - c2 - 1); c3 += 1)
            shared_A[c3][t0] = A[(c2 + c3) * m + (t0 + c1)];
        barrier(CLK_LOCAL_MEM_FENCE);
        if (n >= t0 + c0 + 1) {
          for (long c3 = 0; c3 <= ppcg_min(31, m - c1 - 1); c3 += 1)
            for (long c4 = ppcg_max(0, c1 - c2 + c3 + 1); c4 <= ppcg_min(31, m - c2 - 1); c4 += 1)
              B[(c1 + c3) * n + (t0 + c0)] += (shared_A[c4][c3] * B[(c2 + c4) * n + (t0 + c0)]);
          barrier(CLK_LOCAL_MEM_FENCE);
        }
      }
      if (n >= t0 + c0 + 1)
        for (long c3 = 0; c3 <= ppcg_min(31, m - c1 - 1); c3 += 1)
          B[(c1 + c3) * n + (t0 + c0)] = (alpha * B[(c1 + c3) * n + (t0 + c0)]);
    }
}
