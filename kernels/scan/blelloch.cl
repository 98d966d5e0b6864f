//pass
//--local_size=512 --num_groups=1 -D N=1024
/* Generic exclusive Blelloch scan: N/2 threads, up-sweep, identity at the root, down-sweep. */
#ifndef TYPE
#define TYPE uint
#endif
#ifndef OPERATOR
#define OPERATOR(a, b) ((a) + (b))
#endif
#ifndef IDENTITY
#define IDENTITY 0
#endif
#ifndef N
#define N 1024
#endif

__kernel void scan(__global TYPE *in, __global TYPE *out) {
  __local TYPE sum[N];
  unsigned t = get_local_id(0);
  unsigned offset = 1;
  sum[2 * t] = in[2 * t];
  sum[2 * t + 1] = in[2 * t + 1];
  for (unsigned d = N / 2; d > 0; d /= 2) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < d) {
      unsigned ai = offset * (2 * t + 1) - 1;
      unsigned bi = offset * (2 * t + 2) - 1;
      sum[bi] = OPERATOR(sum[ai], sum[bi]);
    }
    offset *= 2;
  }
  if (t == 0)
    sum[N - 1] = IDENTITY;
  for (unsigned d = 1; d < N; d *= 2) {
    offset /= 2;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < d) {
      unsigned ai = offset * (2 * t + 1) - 1;
      unsigned bi = offset * (2 * t + 2) - 1;
      TYPE temp = sum[ai];
      sum[ai] = sum[bi];
      sum[bi] = OPERATOR(sum[bi], temp);
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[2 * t] = sum[2 * t];
  out[2 * t + 1] = sum[2 * t + 1];
}
