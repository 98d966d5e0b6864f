//pass
//--local_size=[32,16] --num_groups=[32,32]
/* PolyBench floyd-warshall (LARGE, n=2800, int path lengths) with the k loop on the host, one launch per k (k an argument), in the shape PPCG gives a 2-D update: 32x32 tiles of path over grid-stride loops of stride 1024, the column segment path[i][k] staged in shared_path_0[32][1] by the work items with t1 == 0 and the row segment path[k][j] in shared_path_1[1][32] by those with t0 == 0, between barriers; row k and column k are fixed points of step k (path[k][k] == 0), so the update skips them and no group writes a cell another group loads. */
#define floord(n,d) (((n)<0) ? -((-(n)+(d)-1)/(d)) : (n)/(d))
#define ppcg_min(x,y) min((__typeof__(x + y)) x, (__typeof__(x + y)) y)
__kernel void kernel0(__global int *path, long n, long k)
{
  __requires(n == 2800);
  __requires(k >= 0 && k < n);
  long b0 = get_group_id(0), b1 = get_group_id(1);
  long t0 = get_local_id(0), t1 = get_local_id(1);
  __local int shared_path_0[32][1];
  __local int shared_path_1[1][32];

  for (long c0 = 32 * b0; c0 < n; c0 += 1024)
    for (long c1 = 32 * b1; c1 < n; c1 += 1024) {
      if (t1 == 0 && n >= t0 + c0 + 1)
        shared_path_0[t0][0] = path[(t0 + c0) * n + k];
      if (t0 == 0)
        for (long c3 = t1; c3 <= ppcg_min(31, n - c1 - 1); c3 += 16)
          shared_path_1[0][c3] = path[k * n + (c1 + c3)];
      barrier(CLK_LOCAL_MEM_FENCE);
      if (n >= t0 + c0 + 1 && t0 + c0 != k)
        for (long c3 = t1; c3 <= ppcg_min(31, n - c1 - 1); c3 += 16)
          if (c1 + c3 != k)
            path[(t0 + c0) * n + (c1 + c3)] = ((path[(t0 + c0) * n + (c1 + c3)] < (shared_path_0[t0][0] + shared_path_1[0][c3])) ? path[(t0 + c0) * n + (c1 + c3)] : (shared_path_0[t0][0] + shared_path_1[0][c3]));
      barrier(CLK_LOCAL_MEM_FENCE);
    }
}
