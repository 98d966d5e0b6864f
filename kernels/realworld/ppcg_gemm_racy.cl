//xfail:NOT_ALL_VERIFIED
//--local_size=[32,16] --num_groups=[128,128]
//(read-write|write-read) race on shared_[AB]
/* ppcg_gemm_ok.cl without the barrier that ends each k tile: the next tile's fill of shared_A and shared_B overwrites cells other work items of the group are still reading. */
#define floord(n,d) (((n)<0) ? -((-(n)+(d)-1)/(d)) : (n)/(d))
#define ppcg_min(x,y) min((__typeof__(x + y)) x, (__typeof__(x + y)) y)
__kernel void kernel0(__global double *A, __global double *B, __global double *C, double alpha, double beta, long ni, long nj, long nk)
{
  __requires(ni == 4096);
  __requires(nj == 4096);
  __requires(nk == 4096);
  long b0 = get_group_id(0), b1 = get_group_id(1);
  long t0 = get_local_id(0), t1 = get_local_id(1);
  __local double shared_A[32][32];
  __local double shared_B[32][32];
  double private_C[1][2];

  for (long c0 = 32 * b0; c0 < ni; c0 += 4096)
    for (long c1 = 32 * b1; c1 < nj; c1 += 4096) {
      if (ni >= t0 + c0 + 1 && nj >= t1 + c1 + 1) {
        private_C[0][0] = C[(t0 + c0) * nj + (t1 + c1)];
        if (nj >= t1 + c1 + 17)
          private_C[0][1] = C[(t0 + c0) * nj + (t1 + c1 + 16)];
        private_C[0][0] *= beta;
        if (nj >= t1 + c1 + 17)
          private_C[0][1] *= beta;
      }
      for (long c2 = 0; c2 <= floord(nk - 1, 32) * 32; c2 += 32) {
        if (ni >= t0 + c0 + 1)
          for (long c4 = t1; c4 <= ppcg_min(31, nk - c2 - 1); c4 += 16)
            shared_A[t0][c4] = A[(t0 + c0) * nk + (c2 + c4)];
        if (nk >= t0 + c2 + 1)
          for (long c4 = t1; c4 <= ppcg_min(31, nj - c1 - 1); c4 += 16)
            shared_B[t0][c4] = B[(t0 + c2) * nj + (c1 + c4)];
        barrier(CLK_LOCAL_MEM_FENCE);
        if (ni >= t0 + c0 + 1 && nj >= t1 + c1 + 1)
          for (long c3 = 0; c3 <= ppcg_min(31, nk - c2 - 1); c3 += 1) {
            private_C[0][0] += (alpha * shared_A[t0][c3]) * shared_B[c3][t1];
            if (nj >= t1 + c1 + 17)
              private_C[0][1] += (alpha * shared_A[t0][c3]) * shared_B[c3][t1 + 16];
          }
      }
      if (ni >= t0 + c0 + 1 && nj >= t1 + c1 + 1) {
        C[(t0 + c0) * nj + (t1 + c1)] = private_C[0][0];
        if (nj >= t1 + c1 + 17)
          C[(t0 + c0) * nj + (t1 + c1 + 16)] = private_C[0][1];
      }
    }
}
