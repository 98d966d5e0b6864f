//pass
//--local_size=32 --num_groups=64
/* PolyBench gemver (STANDARD, n=4000, doubles: A += u1*v1^T + u2*v2^T, x += beta*A^T*y, x += z, w += alpha*A*x) as PPCG compiles it into four 1-D kernels (only the row loop mapped to work items, each work item walking the 32 columns of its row of a tile): kernel0 stages the v1/v2 slices of a 32x32 tile of A in __local memory and keeps u1[i]/u2[i] private; kernel1 stages a 32x32 tile of A column by column (each work item its own column) with the y slice; kernel2 is the element-wise x += z; kernel3 stages the x slice and reads A row-wise from global memory; grid-stride loops of stride 2048, so most groups take two tiles, barriers around each use of a __local tile, private accumulators read before and written after the tile loops. */
#define floord(n,d) (((n)<0) ? -((-(n)+(d)-1)/(d)) : (n)/(d))
#define ppcg_min(x,y) min((__typeof__(x + y)) x, (__typeof__(x + y)) y)
__kernel void kernel0(__global double *A, __global double *u1, __global double *u2, __global double *v1, __global double *v2, long n)
{
  __requires(n == 4000);
  long b0 = get_group_id(0);
  long t0 = get_local_id(0);
  __local double shared_v1[32];
  __local double shared_v2[32];
  double private_u1[1];
  double private_u2[1];

  for (long c0 = 32 * b0; c0 < n; c0 += 2048) {
    if (n >= t0 + c0 + 1) {
      private_u1[0] = u1[t0 + c0];
      private_u2[0] = u2[t0 + c0];
    }
    for (long c1 = 0; c1 < n; c1 += 32) {
      if (n >= t0 + c1 + 1) {
        shared_v1[t0] = v1[t0 + c1];
        shared_v2[t0] = v2[t0 + c1];
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      if (n >= t0 + c0 + 1)
        for (long c3 = 0; c3 <= ppcg_min(31, n - c1 - 1); c3 += 1)
          A[(t0 + c0) * n + (c1 + c3)] = ((A[(t0 + c0) * n + (c1 + c3)] + (private_u1[0] * shared_v1[c3])) + (private_u2[0] * shared_v2[c3]));
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
}

__kernel void kernel1(__global double *A, __global double *x, __global double *y, double beta, long n)
{
  __requires(n == 4000);
  long b0 = get_group_id(0);
  long t0 = get_local_id(0);
  __local double shared_A[32][32];
  __local double shared_y[32];
  double private_x[1];

  for (long c0 = 32 * b0; c0 < n; c0 += 2048) {
    if (n >= t0 + c0 + 1)
      private_x[0] = x[t0 + c0];
    for (long c1 = 0; c1 < n; c1 += 32) {
      if (n >= t0 + c0 + 1)
        for (long c2 = 0; c2 <= ppcg_min(31, n - c1 - 1); c2 += 1)
          shared_A[c2][t0] = A[(c1 + c2) * n + (t0 + c0)];
      if (n >= t0 + c1 + 1)
        shared_y[t0] = y[t0 + c1];
      barrier(CLK_LOCAL_MEM_FENCE);
      if (n >= t0 + c0 + 1)
        for (long c2 = 0; c2 <= ppcg_min(31, n - c1 - 1); c2 += 1)
          private_x[0] = (private_x[0] + ((beta * shared_A[c2][t0]) * shared_y[c2]));
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (n >= t0 + c0 + 1)
      x[t0 + c0] = private_x[0];
  }
}

__kernel void kernel2(__global double *x, __global double *z, long n)
{
  __requires(n == 4000);
  long b0 = get_group_id(0);
  long t0 = get_local_id(0);

  for (long c0 = 32 * b0; c0 < n; c0 += 2048)
    if (n >= t0 + c0 + 1)
      x[t0 + c0] = (x[t0 + c0] + z[t0 + c0]);
}

__kernel void kernel3(__global double *A, __global double *w, __global double *x, double alpha, long n)
{
  __requires(n == 4000);
  long b0 = get_group_id(0);
  long t0 = get_local_id(0);
  __local double shared_x[32];
  double private_w[1];

  for (long c0 = 32 * b0; c0 < n; c0 += 2048) {
    if (n >= t0 + c0 + 1)
      private_w[0] = w[t0 + c0];
    for (long c1 = 0; c1 < n; c1 += 32) {
      if (n >= t0 + c1 + 1)
        shared_x[t0] = x[t0 + c1];
      barrier(CLK_LOCAL_MEM_FENCE);
      if (n >= t0 + c0 + 1)
        for (long c2 = 0; c2 <= ppcg_min(31, n - c1 - 1); c2 += 1)
          private_w[0] = (private_w[0] + ((alpha * A[(t0 + c0) * n + (c1 + c2)]) * shared_x[c2]));
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (n >= t0 + c0 + 1)
      w[t0 + c0] = private_w[0];
  }
}
