/* Kogge-Stone, N = 8, one group of 8 work items. */
#define N 8
__kernel void scan(__global uint *in, __global uint *out) {
  __local uint sum[N];
  unsigned t = get_local_id(0);
  sum[t] = in[t];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned offset = 1; offset < N; offset *= 2) {
    uint temp;
    if (t >= offset)
      temp = sum[t - offset];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t >= offset)
      sum[t] = temp + sum[t];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[t] = sum[t];
}
