//pass
//--local_size=[32,16] --num_groups=[64,64]
/* PolyBench jacobi-2d (one time step: B = 5-point average of A on the interior, then A = B) as PPCG compiles it, the time loop on the host: kernel0 stages a 34x34 tile of A with its halo in __local memory (a two-deep loop nest, strides 32 and 16, each cell loaded by one work item), a barrier, then each work item computes two interior cells of B from the tile; kernel1 copies B back into A. */
#define floord(n,d) (((n)<0) ? -((-(n)+(d)-1)/(d)) : (n)/(d))
#define ppcg_min(x,y) min((__typeof__(x + y)) x, (__typeof__(x + y)) y)
__kernel void kernel0(__global double *A, __global double *B, long n)
{
  __requires(n == 2050);
  long b0 = get_group_id(0), b1 = get_group_id(1);
  long t0 = get_local_id(0), t1 = get_local_id(1);
  __local double shared_A[34][34];

  for (long c0 = 32 * b0; c0 < n - 2; c0 += 2048)
    for (long c1 = 32 * b1; c1 < n - 2; c1 += 2048) {
      for (long c2 = t0; c2 <= ppcg_min(33, n - c0 - 1); c2 += 32)
        for (long c3 = t1; c3 <= ppcg_min(33, n - c1 - 1); c3 += 16)
          shared_A[c2][c3] = A[(c0 + c2) * n + (c1 + c3)];
      barrier(CLK_LOCAL_MEM_FENCE);
      if (n >= t0 + c0 + 3)
        for (long c3 = t1; c3 <= ppcg_min(31, n - c1 - 3); c3 += 16)
          B[(t0 + c0 + 1) * n + (c1 + c3 + 1)] = 0.2 * (shared_A[t0 + 1][c3 + 1] + shared_A[t0 + 1][c3] + shared_A[t0 + 1][c3 + 2] + shared_A[t0 + 2][c3 + 1] + shared_A[t0][c3 + 1]);
      barrier(CLK_LOCAL_MEM_FENCE);
    }
}

__kernel void kernel1(__global double *A, __global double *B, long n)
{
  __requires(n == 2050);
  long b0 = get_group_id(0), b1 = get_group_id(1);
  long t0 = get_local_id(0), t1 = get_local_id(1);

  for (long c0 = 32 * b0; c0 < n - 2; c0 += 2048)
    for (long c1 = 32 * b1; c1 < n - 2; c1 += 2048)
      if (n >= t0 + c0 + 3)
        for (long c3 = t1; c3 <= ppcg_min(31, n - c1 - 3); c3 += 16)
          A[(t0 + c0 + 1) * n + (c1 + c3 + 1)] = B[(t0 + c0 + 1) * n + (c1 + c3 + 1)];
}
