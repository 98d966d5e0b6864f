//pass
//--local_size=[32,16] --num_groups=[32,32]
/* PolyBench cholesky (LARGE, n=2000, doubles) in its right-looking form with the elimination step c0 on the host, which launches per step the pivot square root, the column scaling and this trailing update A[i][j] -= A[i][c0] * A[j][c0] over c0 < j <= i: the kernel takes c0 as an argument, tiles the shifted trailing block (origin c0 + 1) with grid-stride loops of stride 1024, the column tile loop bounded by min(n - c0 - 2, c1 + 31) so groups wholly above the diagonal skip it (uniformly), stages the pivot column for the tile's rows in shared_A_0[32][1] and for its columns in shared_A_1[32][1] (both loaded by the work items with t1 == 0) between barriers, and guards the triangle per work item in the bound of the c4 loop. */
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
          A[(t0 + c0 + c1 + 1) * n + (c0 + c2 + c4 + 1)] -= (shared_A_0[t0][0] * shared_A_1[c4][0]);
      barrier(CLK_LOCAL_MEM_FENCE);
    }
}
