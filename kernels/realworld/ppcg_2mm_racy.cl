//xfail:NOT_ALL_VERIFIED
//--local_size=[32,16] --num_groups=[64,64]
//race on D
/* ppcg_2mm_ok.cl with the row stride of kernel1 edited by hand to 1024 for a launch of 32 groups and then run on 64: groups b0 and b0 + 32 both take row tile 32*b0 + 1024 and write the same cells of D. */
#define floord(n,d) (((n)<0) ? -((-(n)+(d)-1)/(d)) : (n)/(d))
#define ppcg_min(x,y) min((__typeof__(x + y)) x, (__typeof__(x + y)) y)
__kernel void kernel0(__global double *A, __global double *B, __global double *tmp, double alpha, long ni, long nj, long nk)
{
  __requires(ni == 4096 && nj == 4096 && nk == 4096);
  long b0 = get_group_id(0), b1 = get_group_id(1);
  long t0 = get_local_id(0), t1 = get_local_id(1);
  __local double shared_A[32][32];
  __local double shared_B[32][32];
  double private_tmp[1][2];

  for (long c0 = 32 * b0; c0 < ni; c0 += 2048)
    for (long c1 = 32 * b1; c1 < nj; c1 += 2048) {
      if (ni >= t0 + c0 + 1 && nj >= t1 + c1 + 1) {
        private_tmp[0][0] = 0.0;
        if (nj >= t1 + c1 + 17)
          private_tmp[0][1] = 0.0;
      }
      for (long c2 = 0; c2 < nk; c2 += 32) {
        if (ni >= t0 + c0 + 1)
          for (long c4 = t1; c4 <= ppcg_min(31, nk - c2 - 1); c4 += 16)
            shared_A[t0][c4] = A[(t0 + c0) * nk + (c2 + c4)];
        if (nk >= t0 + c2 + 1)
          for (long c4 = t1; c4 <= ppcg_min(31, nj - c1 - 1); c4 += 16)
            shared_B[t0][c4] = B[(t0 + c2) * nj + (c1 + c4)];
        barrier(CLK_LOCAL_MEM_FENCE);
        if (ni >= t0 + c0 + 1 && nj >= t1 + c1 + 1)
          for (long c3 = 0; c3 <= ppcg_min(31, nk - c2 - 1); c3 += 1) {
            private_tmp[0][0] += (alpha * shared_A[t0][c3]) * shared_B[c3][t1];
            if (nj >= t1 + c1 + 17)
              private_tmp[0][1] += (alpha * shared_A[t0][c3]) * shared_B[c3][t1 + 16];
          }
        barrier(CLK_LOCAL_MEM_FENCE);
      }
      if (ni >= t0 + c0 + 1 && nj >= t1 + c1 + 1) {
        tmp[(t0 + c0) * nj + (t1 + c1)] = private_tmp[0][0];
        if (nj >= t1 + c1 + 17)
          tmp[(t0 + c0) * nj + (t1 + c1 + 16)] = private_tmp[0][1];
      }
    }
}

__kernel void kernel1(__global double *C, __global double *D, __global double *tmp, double beta, long ni, long nj, long nl)
{
  __requires(ni == 4096 && nj == 4096 && nl == 4096);
  long b0 = get_group_id(0), b1 = get_group_id(1);
  long t0 = get_local_id(0), t1 = get_local_id(1);
  __local double shared_C[32][32];
  __local double shared_tmp[32][32];
  double private_D[1][2];

  for (long c0 = 32 * b0; c0 < ni; c0 += 1024)
    for (long c1 = 32 * b1; c1 < nl; c1 += 2048) {
      if (ni >= t0 + c0 + 1 && nl >= t1 + c1 + 1) {
        private_D[0][0] = D[(t0 + c0) * nl + (t1 + c1)];
        if (nl >= t1 + c1 + 17)
          private_D[0][1] = D[(t0 + c0) * nl + (t1 + c1 + 16)];
        private_D[0][0] *= beta;
        if (nl >= t1 + c1 + 17)
          private_D[0][1] *= beta;
      }
      for (long c2 = 0; c2 < nj; c2 += 32) {
        if (nj >= t0 + c2 + 1)
          for (long c4 = t1; c4 <= ppcg_min(31, nl - c1 - 1); c4 += 16)
            shared_C[t0][c4] = C[(t0 + c2) * nl + (c1 + c4)];
        if (ni >= t0 + c0 + 1)
          for (long c4 = t1; c4 <= ppcg_min(31, nj - c2 - 1); c4 += 16)
            shared_tmp[t0][c4] = tmp[(t0 + c0) * nj + (c2 + c4)];
        barrier(CLK_LOCAL_MEM_FENCE);
        if (ni >= t0 + c0 + 1 && nl >= t1 + c1 + 1)
          for (long c3 = 0; c3 <= ppcg_min(31, nj - c2 - 1); c3 += 1) {
            private_D[0][0] += shared_tmp[t0][c3] * shared_C[c3][t1];
            if (nl >= t1 + c1 + 17)
              private_D[0][1] += shared_tmp[t0][c3] * shared_C[c3][t1 + 16];
          }
        barrier(CLK_LOCAL_MEM_FENCE);
      }
      if (ni >= t0 + c0 + 1 && nl >= t1 + c1 + 1) {
        D[(t0 + c0) * nl + (t1 + c1)] = private_D[0][0];
        if (nl >= t1 + c1 + 17)
          D[(t0 + c0) * nl + (t1 + c1 + 16)] = private_D[0][1];
      }
    }
}
