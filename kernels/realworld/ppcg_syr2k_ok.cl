//pass
//--local_size=[32,16] --num_groups=[32,32]
/* PolyBench syr2k (LARGE, n=1200, m=1000, doubles; C = alpha*A*B^T + alpha*B*A^T + beta*C on the lower triangle) as PPCG compiles it: grid-stride loops of stride 1024 over 32x32 tiles of C (the column tile loop bounded by min(n - 1, c0 + 31), so groups above the diagonal skip it uniformly, and six row-tile groups take a second, half-full tile), the triangle guarded per work item with t0 + c0 >= t1 + c1, the k dimension in tiles of 32 with four row tiles (A and B for the rows c0 and for the rows c1) staged in __local memory between barriers, two cells of C per work item kept in private_C. */
#define floord(n,d) (((n)<0) ? -((-(n)+(d)-1)/(d)) : (n)/(d))
#define ppcg_min(x,y) min((__typeof__(x + y)) x, (__typeof__(x + y)) y)
__kernel void kernel0(__global double *A, __global double *B, __global double *C, double alpha, double beta, long n, long m)
{
  __requires(n == 1200);
  __requires(m == 1000);
  long b0 = get_group_id(0), b1 = get_group_id(1);
  long t0 = get_local_id(0), t1 = get_local_id(1);
  __local double shared_A_0[32][32];
  __local double shared_A_1[32][32];
  __local double shared_B_0[32][32];
  __local double shared_B_1[32][32];
  double private_C[1][2];

  for (long c0 = 32 * b0; c0 < n; c0 += 1024)
    for (long c1 = 32 * b1; c1 <= ppcg_min(n - 1, c0 + 31); c1 += 1024) {
      if (n >= t0 + c0 + 1 && t0 + c0 >= t1 + c1) {
        private_C[0][0] = beta * C[(t0 + c0) * n + (t1 + c1)];
        if (t0 + c0 >= t1 + c1 + 16)
          private_C[0][1] = beta * C[(t0 + c0) * n + (t1 + c1 + 16)];
      }
      for (long c2 = 0; c2 <= floord(m - 1, 32) * 32; c2 += 32) {
        if (n >= t0 + c0 + 1)
          for (long c4 = t1; c4 <= ppcg_min(31, m - c2 - 1); c4 += 16) {
            shared_A_0[t0][c4] = A[(t0 + c0) * m + (c2 + c4)];
            shared_B_0[t0][c4] = B[(t0 + c0) * m + (c2 + c4)];
          }
        if (n >= t0 + c1 + 1)
          for (long c4 = t1; c4 <= ppcg_min(31, m - c2 - 1); c4 += 16) {
            shared_A_1[t0][c4] = A[(t0 + c1) * m + (c2 + c4)];
            shared_B_1[t0][c4] = B[(t0 + c1) * m + (c2 + c4)];
          }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (n >= t0 + c0 + 1 && t0 + c0 >= t1 + c1)
          for (long c3 = 0; c3 <= ppcg_min(31, m - c2 - 1); c3 += 1) {
            private_C[0][0] += ((shared_A_1[t1][c3] * alpha) * shared_B_0[t0][c3]) + ((shared_B_1[t1][c3] * alpha) * shared_A_0[t0][c3]);
            if (t0 + c0 >= t1 + c1 + 16)
              private_C[0][1] += ((shared_A_1[t1 + 16][c3] * alpha) * shared_B_0[t0][c3]) + ((shared_B_1[t1 + 16][c3] * alpha) * shared_A_0[t0][c3]);
          }
        barrier(CLK_LOCAL_MEM_FENCE);
      }
      if (n >= t0 + c0 + 1 && t0 + c0 >= t1 + c1) {
        C[(t0 + c0) * n + (t1 + c1)] = private_C[0][0];
        if (t0 + c0 >= t1 + c1 + 16)
          C[(t0 + c0) * n + (t1 + c1 + 16)] = private_C[0][1];
      }
    }
}
