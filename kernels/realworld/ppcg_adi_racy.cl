//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=32
//race on p
/* ppcg_adi_ok.cl with the row and column subscripts of the p store swapped in the forward recurrence of kernel0 (p[j][i] for p[i][j], the transposed layout of the column sweep leaking into the work array): work item i now writes column i of p, which every other work item reads as part of its own row. */
#define floord(n,d) (((n)<0) ? -((-(n)+(d)-1)/(d)) : (n)/(d))
#define ppcg_min(x,y) min((__typeof__(x + y)) x, (__typeof__(x + y)) y)
__kernel void kernel0(__global double *p, __global double *q, __global double *u, __global double *v, double a, double b, double c, double d, double f, long n)
{
  __requires(n == 1000);
  long b0 = get_group_id(0);
  long t0 = get_local_id(0);

  for (long c0 = 32 * b0; c0 < n - 2; c0 += 1024)
    if (n >= t0 + c0 + 3) {
      v[t0 + c0 + 1] = 1.0;
      p[(t0 + c0 + 1) * n] = 0.0;
      q[(t0 + c0 + 1) * n] = v[t0 + c0 + 1];
      for (long c2 = 1; c2 < n - 1; c2 += 1) {
        p[c2 * n + (t0 + c0 + 1)] = (-c) / ((a * p[(t0 + c0 + 1) * n + (c2 - 1)]) + b);
        q[(t0 + c0 + 1) * n + c2] = (((((-d) * u[c2 * n + (t0 + c0)]) + ((1.0 + (2.0 * d)) * u[c2 * n + (t0 + c0 + 1)])) - (f * u[c2 * n + (t0 + c0 + 2)])) - (a * q[(t0 + c0 + 1) * n + (c2 - 1)])) / ((a * p[(t0 + c0 + 1) * n + (c2 - 1)]) + b);
      }
      v[(n - 1) * n + (t0 + c0 + 1)] = 1.0;
      for (long c2 = n - 2; c2 >= 1; c2 -= 1)
        v[c2 * n + (t0 + c0 + 1)] = (p[(t0 + c0 + 1) * n + c2] * v[(c2 + 1) * n + (t0 + c0 + 1)]) + q[(t0 + c0 + 1) * n + c2];
    }
}

__kernel void kernel1(__global double *p, __global double *q, __global double *u, __global double *v, double a, double c, double d, double e, double f, long n)
{
  __requires(n == 1000);
  long b0 = get_group_id(0);
  long t0 = get_local_id(0);

  for (long c0 = 32 * b0; c0 < n - 2; c0 += 1024)
    if (n >= t0 + c0 + 3) {
      u[(t0 + c0 + 1) * n] = 1.0;
      p[(t0 + c0 + 1) * n] = 0.0;
      q[(t0 + c0 + 1) * n] = u[(t0 + c0 + 1) * n];
      for (long c2 = 1; c2 < n - 1; c2 += 1) {
        p[(t0 + c0 + 1) * n + c2] = (-f) / ((d * p[(t0 + c0 + 1) * n + (c2 - 1)]) + e);
        q[(t0 + c0 + 1) * n + c2] = (((((-a) * v[(t0 + c0) * n + c2]) + ((1.0 + (2.0 * a)) * v[(t0 + c0 + 1) * n + c2])) - (c * v[(t0 + c0 + 2) * n + c2])) - (d * q[(t0 + c0 + 1) * n + (c2 - 1)])) / ((d * p[(t0 + c0 + 1) * n + (c2 - 1)]) + e);
      }
      u[(t0 + c0 + 1) * n + (n - 1)] = 1.0;
      for (long c2 = n - 2; c2 >= 1; c2 -= 1)
        u[(t0 + c0 + 1) * n + c2] = (p[(t0 + c0 + 1) * n + c2] * u[(t0 + c0 + 1) * n + (c2 + 1)]) + q[(t0 + c0 + 1) * n + c2];
    }
}
