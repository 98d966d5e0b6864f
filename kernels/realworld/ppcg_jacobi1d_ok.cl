//pass
//--local_size=32 --num_groups=32
/* PolyBench jacobi-1d (LARGE, n=2000, doubles; one time step B[i] = (A[i-1] + A[i] + A[i+1]) / 3 on the interior, then the same from B back into A) as PPCG compiles it with the time loop on the host: two 1-D kernels, each staging a 34-element tile of its input with the two halo cells in __local memory (a stride-32 loop, so work items 0 and 1 also load a halo cell), a barrier, one interior cell per work item, and a barrier before the grid-stride loop (stride 1024) moves the group to its second tile. */
#define floord(n,d) (((n)<0) ? -((-(n)+(d)-1)/(d)) : (n)/(d))
#define ppcg_min(x,y) min((__typeof__(x + y)) x, (__typeof__(x + y)) y)
__kernel void kernel0(__global double *A, __global double *B, long n)
{
  __requires(n == 2000);
  long b0 = get_group_id(0);
  long t0 = get_local_id(0);
  __local double shared_A[34];

  for (long c0 = 32 * b0; c0 < n - 2; c0 += 1024) {
    for (long c1 = t0; c1 <= ppcg_min(33, n - c0 - 1); c1 += 32)
      shared_A[c1] = A[c0 + c1];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (n >= t0 + c0 + 3)
      B[t0 + c0 + 1] = 0.33333 * ((shared_A[t0] + shared_A[t0 + 1]) + shared_A[t0 + 2]);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}

__kernel void kernel1(__global double *A, __global double *B, long n)
{
  __requires(n == 2000);
  long b0 = get_group_id(0);
  long t0 = get_local_id(0);
  __local double shared_B[34];

  for (long c0 = 32 * b0; c0 < n - 2; c0 += 1024) {
    for (long c1 = t0; c1 <= ppcg_min(33, n - c0 - 1); c1 += 32)
      shared_B[c1] = B[c0 + c1];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (n >= t0 + c0 + 3)
      A[t0 + c0 + 1] = 0.33333 * ((shared_B[t0] + shared_B[t0 + 1]) + shared_B[t0 + 2]);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}
