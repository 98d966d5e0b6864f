//pass
//--local_size=[32,16] --num_groups=[64,64]
/* PolyBench fdtd-2d (one time step; the row-0 source kernel runs 1-D and is not here) as PPCG compiles it for symbolic sizes bounded by a __requires conjunction: kernel1 updates ey and ex from hz (each work item two cells of each, the first row and column guarded), kernel2 updates hz from ex and ey staged in __local tiles with a one-cell halo (shared_ex[32][33], shared_ey[33][32]) loaded by two-deep loop nests. */
#define floord(n,d) (((n)<0) ? -((-(n)+(d)-1)/(d)) : (n)/(d))
#define ppcg_min(x,y) min((__typeof__(x + y)) x, (__typeof__(x + y)) y)
__kernel void kernel1(__global double *ex, __global double *ey, __global double *hz, long nx, long ny)
{
  __requires(nx >= 2 && ny >= 2 && nx <= 2048 && ny <= 2048);
  long b0 = get_group_id(0), b1 = get_group_id(1);
  long t0 = get_local_id(0), t1 = get_local_id(1);

  for (long c0 = 32 * b0; c0 < nx; c0 += 2048)
    for (long c1 = 32 * b1; c1 < ny; c1 += 2048)
      if (nx >= t0 + c0 + 1)
        for (long c3 = t1; c3 <= ppcg_min(31, ny - c1 - 1); c3 += 16) {
          if (t0 + c0 >= 1)
            ey[(t0 + c0) * ny + (c1 + c3)] = ey[(t0 + c0) * ny + (c1 + c3)] - 0.5 * (hz[(t0 + c0) * ny + (c1 + c3)] - hz[(t0 + c0 - 1) * ny + (c1 + c3)]);
          if (c1 + c3 >= 1)
            ex[(t0 + c0) * ny + (c1 + c3)] = ex[(t0 + c0) * ny + (c1 + c3)] - 0.5 * (hz[(t0 + c0) * ny + (c1 + c3)] - hz[(t0 + c0) * ny + (c1 + c3 - 1)]);
        }
}

__kernel void kernel2(__global double *ex, __global double *ey, __global double *hz, long nx, long ny)
{
  __requires(nx >= 2 && ny >= 2 && nx <= 2048 && ny <= 2048);
  long b0 = get_group_id(0), b1 = get_group_id(1);
  long t0 = get_local_id(0), t1 = get_local_id(1);
  __local double shared_ex[32][33];
  __local double shared_ey[33][32];

  for (long c0 = 32 * b0; c0 < nx - 1; c0 += 2048)
    for (long c1 = 32 * b1; c1 < ny - 1; c1 += 2048) {
      for (long c2 = t0; c2 <= ppcg_min(31, nx - c0 - 1); c2 += 32)
        for (long c3 = t1; c3 <= ppcg_min(32, ny - c1 - 1); c3 += 16)
          shared_ex[c2][c3] = ex[(c0 + c2) * ny + (c1 + c3)];
      for (long c2 = t0; c2 <= ppcg_min(32, nx - c0 - 1); c2 += 32)
        for (long c3 = t1; c3 <= ppcg_min(31, ny - c1 - 1); c3 += 16)
          shared_ey[c2][c3] = ey[(c0 + c2) * ny + (c1 + c3)];
      barrier(CLK_LOCAL_MEM_FENCE);
      if (nx >= t0 + c0 + 2)
        for (long c3 = t1; c3 <= ppcg_min(31, ny - c1 - 2); c3 += 16)
          hz[(t0 + c0) * ny + (c1 + c3)] = hz[(t0 + c0) * ny + (c1 + c3)] - 0.7 * (shared_ex[t0][c3 + 1] - shared_ex[t0][c3] + shared_ey[t0 + 1][c3] - shared_ey[t0][c3]);
      barrier(CLK_LOCAL_MEM_FENCE);
    }
}
