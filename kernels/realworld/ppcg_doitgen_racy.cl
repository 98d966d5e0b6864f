//xfail:NOT_ALL_VERIFIED
//--local_size=[32,16] --num_groups=[4,4]
//race on A
/* ppcg_doitgen_ok.cl with kernel0 storing its result straight into A (no sum array): the groups of the other p tiles are still reading A[r][q][s] for every s of the row. */
#define floord(n,d) (((n)<0) ? -((-(n)+(d)-1)/(d)) : (n)/(d))
#define ppcg_min(x,y) min((__typeof__(x + y)) x, (__typeof__(x + y)) y)
__kernel void kernel0(__global double *A, __global double *C4, __global double *sum, long nr, long nq, long np)
{
  __requires(nr == 128 && nq == 128 && np == 128);
  long b0 = get_group_id(0), b1 = get_group_id(1);
  long t0 = get_local_id(0), t1 = get_local_id(1);
  __local double shared_C4[32][32];
  double private_sum[1][2];

  for (long c0 = 32 * b0; c0 < nq; c0 += 128)
    for (long c1 = 32 * b1; c1 < np; c1 += 128)
      for (long c2 = 0; c2 < nr; c2 += 1) {
        if (nq >= t0 + c0 + 1 && np >= t1 + c1 + 1) {
          private_sum[0][0] = 0.0;
          if (np >= t1 + c1 + 17)
            private_sum[0][1] = 0.0;
        }
        for (long c3 = 0; c3 < np; c3 += 32) {
          if (np >= t0 + c3 + 1)
            for (long c5 = t1; c5 <= ppcg_min(31, np - c1 - 1); c5 += 16)
              shared_C4[t0][c5] = C4[(t0 + c3) * np + (c1 + c5)];
          barrier(CLK_LOCAL_MEM_FENCE);
          if (nq >= t0 + c0 + 1 && np >= t1 + c1 + 1)
            for (long c4 = 0; c4 <= ppcg_min(31, np - c3 - 1); c4 += 1) {
              private_sum[0][0] += A[(c2 * nq + (t0 + c0)) * np + (c3 + c4)] * shared_C4[c4][t1];
              if (np >= t1 + c1 + 17)
                private_sum[0][1] += A[(c2 * nq + (t0 + c0)) * np + (c3 + c4)] * shared_C4[c4][t1 + 16];
            }
          barrier(CLK_LOCAL_MEM_FENCE);
        }
        if (nq >= t0 + c0 + 1 && np >= t1 + c1 + 1) {
          A[(c2 * nq + (t0 + c0)) * np + (t1 + c1)] = private_sum[0][0];
          if (np >= t1 + c1 + 17)
            A[(c2 * nq + (t0 + c0)) * np + (t1 + c1 + 16)] = private_sum[0][1];
        }
      }
}

__kernel void kernel1(__global double *A, __global double *sum, long nr, long nq, long np)
{
  __requires(nr == 128 && nq == 128 && np == 128);
  long b0 = get_group_id(0), b1 = get_group_id(1);
  long t0 = get_local_id(0), t1 = get_local_id(1);

  for (long c0 = 32 * b0; c0 < nq; c0 += 128)
    for (long c1 = 32 * b1; c1 < np; c1 += 128)
      for (long c2 = 0; c2 < nr; c2 += 1)
        if (nq >= t0 + c0 + 1)
          for (long c4 = t1; c4 <= ppcg_min(31, np - c1 - 1); c4 += 16)
            A[(c2 * nq + (t0 + c0)) * np + (c1 + c4)] = sum[(c2 * nq + (t0 + c0)) * np + (c1 + c4)];
}
