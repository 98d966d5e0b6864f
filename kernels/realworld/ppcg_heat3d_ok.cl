//pass
//--local_size=[4,4,32] --num_groups=[4,4,1]
/* PolyBench heat-3d (one time step: B = A + 0.125 * the three second differences of A on the interior of an n^3 grid, then A from B the same way) on the LARGE data set (n=120, doubles) as PPCG compiles it, the time loop on the host: two kernels over a 2-D grid of 32x32 tiles in (i, j) with 3-D blocks of 4x4x32 work items, the k dimension walked in tiles of 32 inside the kernel, the i and j points of a tile covered by loops of stride 4 bounded by ppcg_min(31, n - c - 3), and row-major 3-D indices ((i * n + j) * n + k). */
#define floord(n,d) (((n)<0) ? -((-(n)+(d)-1)/(d)) : (n)/(d))
#define ppcg_min(x,y) min((__typeof__(x + y)) x, (__typeof__(x + y)) y)
__kernel void kernel0(__global double *A, __global double *B, long n)
{
  __requires(n == 120);
  long b0 = get_group_id(0), b1 = get_group_id(1);
  long t0 = get_local_id(0), t1 = get_local_id(1), t2 = get_local_id(2);

  for (long c0 = 32 * b0; c0 < n - 2; c0 += 128)
    for (long c1 = 32 * b1; c1 < n - 2; c1 += 128)
      for (long c2 = 0; c2 < n - 2; c2 += 32)
        if (n >= t2 + c2 + 3)
          for (long c3 = t0; c3 <= ppcg_min(31, n - c0 - 3); c3 += 4)
            for (long c4 = t1; c4 <= ppcg_min(31, n - c1 - 3); c4 += 4)
              B[((c0 + c3 + 1) * n + (c1 + c4 + 1)) * n + (t2 + c2 + 1)] = ((((0.125 * ((A[((c0 + c3 + 2) * n + (c1 + c4 + 1)) * n + (t2 + c2 + 1)] - (2.0 * A[((c0 + c3 + 1) * n + (c1 + c4 + 1)) * n + (t2 + c2 + 1)])) + A[((c0 + c3) * n + (c1 + c4 + 1)) * n + (t2 + c2 + 1)])) + (0.125 * ((A[((c0 + c3 + 1) * n + (c1 + c4 + 2)) * n + (t2 + c2 + 1)] - (2.0 * A[((c0 + c3 + 1) * n + (c1 + c4 + 1)) * n + (t2 + c2 + 1)])) + A[((c0 + c3 + 1) * n + (c1 + c4)) * n + (t2 + c2 + 1)]))) + (0.125 * ((A[((c0 + c3 + 1) * n + (c1 + c4 + 1)) * n + (t2 + c2 + 2)] - (2.0 * A[((c0 + c3 + 1) * n + (c1 + c4 + 1)) * n + (t2 + c2 + 1)])) + A[((c0 + c3 + 1) * n + (c1 + c4 + 1)) * n + (t2 + c2)]))) + A[((c0 + c3 + 1) * n + (c1 + c4 + 1)) * n + (t2 + c2 + 1)]);
}

__kernel void kernel1(__global double *A, __global double *B, long n)
{
  __requires(n == 120);
  long b0 = get_group_id(0), b1 = get_group_id(1);
  long t0 = get_local_id(0), t1 = get_local_id(1), t2 = get_local_id(2);

  for (long c0 = 32 * b0; c0 < n - 2; c0 += 128)
    for (long c1 = 32 * b1; c1 < n - 2; c1 += 128)
      for (long c2 = 0; c2 < n - 2; c2 += 32)
        if (n >= t2 + c2 + 3)
          for (long c3 = t0; c3 <= ppcg_min(31, n - c0 - 3); c3 += 4)
            for (long c4 = t1; c4 <= ppcg_min(31, n - c1 - 3); c4 += 4)
              A[((c0 + c3 + 1) * n + (c1 + c4 + 1)) * n + (t2 + c2 + 1)] = ((((0.125 * ((B[((c0 + c3 + 2) * n + (c1 + c4 + 1)) * n + (t2 + c2 + 1)] - (2.0 * B[((c0 + c3 + 1) * n + (c1 + c4 + 1)) * n + (t2 + c2 + 1)])) + B[((c0 + c3) * n + (c1 + c4 + 1)) * n + (t2 + c2 + 1)])) + (0.125 * ((B[((c0 + c3 + 1) * n + (c1 + c4 + 2)) * n + (t2 + c2 + 1)] - (2.0 * B[((c0 + c3 + 1) * n + (c1 + c4 + 1)) * n + (t2 + c2 + 1)])) + B[((c0 + c3 + 1) * n + (c1 + c4)) * n + (t2 + c2 + 1)]))) + (0.125 * ((B[((c0 + c3 + 1) * n + (c1 + c4 + 1)) * n + (t2 + c2 + 2)] - (2.0 * B[((c0 + c3 + 1) * n + (c1 + c4 + 1)) * n + (t2 + c2 + 1)])) + B[((c0 + c3 + 1) * n + (c1 + c4 + 1)) * n + (t2 + c2)]))) + B[((c0 + c3 + 1) * n + (c1 + c4 + 1)) * n + (t2 + c2 + 1)]);
}
