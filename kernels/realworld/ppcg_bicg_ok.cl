//pass
//--local_size=32 --num_groups=128
/* PolyBench bicg (s = A^T*r and q = A*p, 4096x4096) as PPCG compiles it: one 1-D kernel per output vector, 64-bit counters, a grid-stride loop over 32-element tiles, a slice of r or p staged in __local memory with barriers on both sides, private accumulators written back once per element. */
#define floord(n,d) (((n)<0) ? -((-(n)+(d)-1)/(d)) : (n)/(d))
#define ppcg_min(x,y) min((__typeof__(x + y)) x, (__typeof__(x + y)) y)
__kernel void kernel0(__global double *A, __global double *r, __global double *s, long n, long m)
{
  __requires(n == 4096 && m == 4096);
  long b0 = get_group_id(0);
  long t0 = get_local_id(0);
  __local double shared_r[32];
  double private_s[1];

  for (long c0 = 32 * b0; c0 < m; c0 += 4096) {
    if (m >= t0 + c0 + 1)
      private_s[0] = 0.0;
    for (long c1 = 0; c1 < n; c1 += 32) {
      if (n >= t0 + c1 + 1)
        shared_r[t0] = r[t0 + c1];
      barrier(CLK_LOCAL_MEM_FENCE);
      if (m >= t0 + c0 + 1)
        for (long c2 = 0; c2 <= ppcg_min(31, n - c1 - 1); c2 += 1)
          private_s[0] += shared_r[c2] * A[(c1 + c2) * m + (t0 + c0)];
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (m >= t0 + c0 + 1)
      s[t0 + c0] = private_s[0];
  }
}

__kernel void kernel1(__global double *A, __global double *p, __global double *q, long n, long m)
{
  __requires(n == 4096 && m == 4096);
  long b0 = get_group_id(0);
  long t0 = get_local_id(0);
  __local double shared_p[32];
  double private_q[1];

  for (long c0 = 32 * b0; c0 < n; c0 += 4096) {
    if (n >= t0 + c0 + 1)
      private_q[0] = 0.0;
    for (long c1 = 0; c1 < m; c1 += 32) {
      if (m >= t0 + c1 + 1)
        shared_p[t0] = p[t0 + c1];
      barrier(CLK_LOCAL_MEM_FENCE);
      if (n >= t0 + c0 + 1)
        for (long c2 = 0; c2 <= ppcg_min(31, m - c1 - 1); c2 += 1)
          private_q[0] += A[(t0 + c0) * m + (c1 + c2)] * shared_p[c2];
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (n >= t0 + c0 + 1)
      q[t0 + c0] = private_q[0];
  }
}
