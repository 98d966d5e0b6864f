//pass
//--local_size=* --num_groups=1
/* kernels/scan/blelloch.cl for every power-of-two work-group size at once (issue 17, item 2): N is tied to the local size, the __local array is a parameter (dynamic local memory), and the precondition bounds the size; the verdict holds for every local size the precondition allows. */
#ifndef TYPE
#define TYPE uint
#endif
#ifndef OPERATOR
#define OPERATOR(a, b) ((a) + (b))
#endif
#ifndef IDENTITY
#define IDENTITY 0
#endif
#define N (2 * get_local_size(0))

#pragma bvgen requires __is_pow2(get_local_size(0)) && get_local_size(0) <= 1073741824
__kernel void scan(__global TYPE *in, __global TYPE *out, __local TYPE *sum) {
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
