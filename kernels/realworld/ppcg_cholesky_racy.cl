//xfail:NOT_ALL_VERIFIED
//--local_size=[32,16] --num_groups=[32,32]
//race on A
/* ppcg_cholesky_ok.cl with an off-by-one in the column origin of the update (c0 + c2 + c4 instead of c0 + c2 + c4 + 1): the groups of the first column tile now write the pivot column A[i][c0] that every group of the same row tiles loads into shared_A_0 and shared_A_1. */
#define floord(n,d) (((n)<0) ? -((-(n)+(d)-1)/(d)) : (n)/(d))
#define ppcg_min(x,y) min((__typeof__(x + y)) x, (__typeof__(x + y)) y)
__kernel void kernel2(__global double *A, long n, long c0)
{
  __requires(n == 2000);
  __requires(c0 >= 0 && c0 <= n - 2);
  long b0 = get_group_id(0), b1 = get_group_id(1);
  long t0 = get_local_id(0), t1 = get_local_id(1);
  __local double shared_A_0[32][1];
  __local double shared_A_1[32][1];

  for (long c1 = 32 * b0; c1 < n - c0 - 1; c1 += 1024)
    for (long c2 = 32 * b1; c2 <= ppcg_min(n - c0 - 2, c1 + 31); c2 += 1024) {
      if (t1 == 0 && n >= t0 + c0 + c1 + 2)
        shared_A_0[t0][0] = A[(t0 + c0 + c1 + 1) * n + c0];
      if (t1 == 0 && n >= t0 + c0 + c2 + 2)
        shared_A_1[t0][0] = A[(t0 + c0 + c2 + 1) * n + c0];
      barrier(CLK_LOCAL_MEM_FENCE);
      if (n >= t0 + c0 + c1 + 2)
        for (long c4 = t1; c4 <= ppcg_min(31, t0 + c1 - c2); c4 += 16)
          A[(t0 + c0 + c1 + 1) * n + (c0 + c2 + c4)] -= (shared_A_0[t0][0] * shared_A_1[c4][0]);
      barrier(CLK_LOCAL_MEM_FENCE);
    }
}
