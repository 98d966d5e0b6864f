/* ks4.cl without the barrier between reading sum[t - 1] and writing sum[t]: racy. */
#ifndef TYPE
#define TYPE uint
#endif
#ifndef OPERATOR
#define OPERATOR(a, b) ((a) + (b))
#endif

__kernel void scan(__global TYPE *in, __global TYPE *out) {
  __local TYPE sum[4];
  unsigned t = get_local_id(0);
  TYPE temp;
  sum[t] = in[t];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t >= 1)
    temp = sum[t - 1];
  if (t >= 1)
    sum[t] = OPERATOR(temp, sum[t]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t >= 2)
    temp = sum[t - 2];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t >= 2)
    sum[t] = OPERATOR(temp, sum[t]);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[t] = sum[t];
}
