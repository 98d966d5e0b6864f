//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=64
//race on shared_y_2
/* ppcg_mvt_ok.cl with the barrier between filling the __local tiles and reading them taken out of kernel1: shared_y_2[c2] is read while work item c2 may still be writing it (the tile of A is safe: each work item reads only its own column). */
#define floord(n,d) (((n)<0) ? -((-(n)+(d)-1)/(d)) : (n)/(d))
#define ppcg_min(x,y) min((__typeof__(x + y)) x, (__typeof__(x + y)) y)
__kernel void kernel0(__global double *A, __global double *x1, __global double *y_1, long n)
{
  __requires(n == 4096);
  long b0 = get_group_id(0);
  long t0 = get_local_id(0);
  __local double shared_y_1[32];
  double private_x1[1];

  for (long c0 = 32 * b0; c0 < n; c0 += 2048) {
    if (n >= t0 + c0 + 1)
      private_x1[0] = x1[t0 + c0];
    for (long c1 = 0; c1 < n; c1 += 32) {
      if (n >= t0 + c1 + 1)
        shared_y_1[t0] = y_1[t0 + c1];
      barrier(CLK_LOCAL_MEM_FENCE);
      if (n >= t0 + c0 + 1)
        for (long c2 = 0; c2 <= ppcg_min(31, n - c1 - 1); c2 += 1)
          private_x1[0] += A[(t0 + c0) * n + (c1 + c2)] * shared_y_1[c2];
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (n >= t0 + c0 + 1)
      x1[t0 + c0] = private_x1[0];
  }
}

__kernel void kernel1(__global double *A, __global double *x2, __global double *y_2, long n)
{
  __requires(n == 4096);
  long b0 = get_group_id(0);
  long t0 = get_local_id(0);
  __local double shared_A[32][32];
  __local double shared_y_2[32];
  double private_x2[1];

  for (long c0 = 32 * b0; c0 < n; c0 += 2048) {
    if (n >= t0 + c0 + 1)
      private_x2[0] = x2[t0 + c0];
    for (long c1 = 0; c1 < n; c1 += 32) {
      if (n >= t0 + c0 + 1)
        for (long c2 = 0; c2 <= ppcg_min(31, n - c1 - 1); c2 += 1)
          shared_A[c2][t0] = A[(c1 + c2) * n + (t0 + c0)];
      if (n >= t0 + c1 + 1)
        shared_y_2[t0] = y_2[t0 + c1];
      if (n >= t0 + c0 + 1)
        for (long c2 = 0; c2 <= ppcg_min(31, n - c1 - 1); c2 += 1)
          private_x2[0] += shared_A[c2][t0] * shared_y_2[c2];
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (n >= t0 + c0 + 1)
      x2[t0 + c0] = private_x2[0];
  }
}
