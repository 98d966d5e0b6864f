/* Blelloch's up-sweep, N = 8, one group of 4 work items: the barrier opens the loop body, so the logs at the head are the iteration's that ended. */
#define N 8
__kernel void scan(__global uint *in, __global uint *out) {
  __local uint sum[N];
  unsigned t = get_local_id(0);
  unsigned offset = 1;
  sum[2 * t] = in[2 * t];
  sum[2 * t + 1] = in[2 * t + 1];
  for (unsigned d = N / 2; d > 0; d /= 2) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < d) {
      unsigned ai = offset * (2 * t + 1) - 1;
      unsigned bi = offset * (2 * t + 2) - 1;
      sum[bi] = sum[ai] + sum[bi];
    }
    offset *= 2;
  }
  if (t == 0)
    sum[N - 1] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[2 * t] = sum[2 * t];
  out[2 * t + 1] = sum[2 * t + 1];
}
