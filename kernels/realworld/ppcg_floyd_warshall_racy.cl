//xfail:NOT_ALL_VERIFIED
//--local_size=[32,16] --num_groups=[32,32]
//race on path
/* ppcg_floyd_warshall_ok.cl without the guards that skip row k and column k (the straight translation of the PolyBench loop nest): the group whose column tile holds k rewrites path[i][k] (with the same value) while the groups of the other column tiles in that row load it into shared_path_0, and likewise for row k. */
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
      if (n >= t0 + c0 + 1)
        for (long c3 = t1; c3 <= ppcg_min(31, n - c1 - 1); c3 += 16)
          path[(t0 + c0) * n + (c1 + c3)] = ((path[(t0 + c0) * n + (c1 + c3)] < (shared_path_0[t0][0] + shared_path_1[0][c3])) ? path[(t0 + c0) * n + (c1 + c3)] : (shared_path_0[t0][0] + shared_path_1[0][c3]));
      barrier(CLK_LOCAL_MEM_FENCE);
    }
}
