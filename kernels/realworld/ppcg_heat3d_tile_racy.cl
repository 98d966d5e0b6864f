//xfail:NOT_ALL_VERIFIED
//--local_size=[4,4,32] --num_groups=[4,4,1]
//race on B
/* ppcg_heat3d_ok.cl with its tile bound off by one in kernel0 (ppcg_min(32, ...) for ppcg_min(31, ...) over j): the work items with t1 == 0 of a group write the first column j of the next group's tile too, a write-write race on B between groups side by side in j. The cube's row indices i and j, ROW / n and ROW % n, tell the groups apart only while each tile stays 32 wide. */
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
            for (long c4 = t1; c4 <= ppcg_min(32, n - c1 - 3); c4 += 4)
              B[((c0 + c3 + 1) * n + (c1 + c4 + 1)) * n + (t2 + c2 + 1)] = ((((0.125 * ((A[((c0 + c3 + 2) * n + (c1 + c4 + 1)) * n + (t2 + c2 + 1)] - (2.0 * A[((c0 + c3 + 1) * n + (c1 + c4 + 1)) * n + (t2 + c2 + 1)])) + A[((c0 + c3) * n + (c1 + c4 + 1)) * n + (t2 + c2 + 1)])) + (0.125 * ((A[((c0 + c3 + 1) * n + (c1 + c4 + 2)) * n + (t2 + c2 + 1)] - (2.0 * A[((c0 + c3 + 1) * n + (c1 + c4 + 1)) * n + (t2 + c2 + 1)])) + A[((c0 + c3 + 1) * n + (c1 + c4)) * n + (t2 + c2 + 1)]))) + (0.125 * ((A[((c0 + c3 + 1) * n + (c1 + c4 + 1)) * n + (t2 + c2 + 2)] - (2.0 * A[((c0 + c3 + 1) * n + (c1 + c4 + 1)) * n + (t2 + c2 + 1)])) + A[((c0 + c3 + 1) * n + (c1 + c4 + 1)) * n + (t2 + c2)]))) + A[((c0 + c3 + 1) * n + (c1 + c4 + 1)) * n + (t2 + c2 + 1)]);
}
