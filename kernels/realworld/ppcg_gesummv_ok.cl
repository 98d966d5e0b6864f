//pass
//--local_size=32 --num_groups=32
/* PolyBench gesummv (y = alpha*A*x + beta*B*x, n = 4096) as PPCG compiles it: one 1-D kernel whose grid-stride loop (stride 1024) runs four times per group, the slice of x staged in __local memory by a loop whose stride is the block size, two private accumulators (private_tmp, private_y) per row and a single write of y. */
#define floord(n,d) (((n)<0) ? -((-(n)+(d)-1)/(d)) : (n)/(d))
#define ppcg_min(x,y) min((__typeof__(x + y)) x, (__typeof__(x + y)) y)
__kernel void kernel0(__global double *A, __global double *B, __global double *x, __global double *y, double alpha, double beta, long n)
{
  __requires(n == 4096);
  long b0 = get_group_id(0);
  long t0 = get_local_id(0);
  __local double shared_x[32];
  double private_tmp[1];
  double private_y[1];

  for (long c0 = 32 * b0; c0 < n; c0 += 1024) {
    if (n >= t0 + c0 + 1) {
      private_tmp[0] = 0.0;
      private_y[0] = 0.0;
    }
    for (long c1 = 0; c1 <= floord(n - 1, 32) * 32; c1 += 32) {
      for (long c2 = t0; c2 <= ppcg_min(31, n - c1 - 1); c2 += 32)
        shared_x[c2] = x[c1 + c2];
      barrier(CLK_LOCAL_MEM_FENCE);
      if (n >= t0 + c0 + 1)
        for (long c3 = 0; c3 <= ppcg_min(31, n - c1 - 1); c3 += 1) {
          private_tmp[0] = (A[(t0 + c0) * n + (c1 + c3)] * shared_x[c3]) + private_tmp[0];
          private_y[0] = (B[(t0 + c0) * n + (c1 + c3)] * shared_x[c3]) + private_y[0];
        }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (n >= t0 + c0 + 1)
      y[t0 + c0] = (alpha * private_tmp[0]) + (beta * private_y[0]);
  }
}
