/* A loop-free generic exclusive Blelloch scan of length 4, in place (2 work items). */
#ifndef TYPE
#define TYPE uint
#endif
#ifndef OPERATOR
#define OPERATOR(a, b) ((a) + (b))
#endif
#ifndef IDENTITY
#define IDENTITY 0
#endif

__kernel void scan(__global TYPE *data) {
  __local TYPE sum[4];
  unsigned t = get_local_id(0);
  sum[2 * t] = data[2 * t];
  sum[2 * t + 1] = data[2 * t + 1];
  barrier(CLK_LOCAL_MEM_FENCE);
  sum[2 * t + 1] = OPERATOR(sum[2 * t], sum[2 * t + 1]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t == 0)
    sum[3] = OPERATOR(sum[1], sum[3]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t == 0) {
    TYPE temp = sum[1];
    sum[1] = IDENTITY;
    sum[3] = temp;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  TYPE temp = sum[2 * t];
  sum[2 * t] = sum[2 * t + 1];
  sum[2 * t + 1] = OPERATOR(sum[2 * t + 1], temp);
  barrier(CLK_LOCAL_MEM_FENCE);
  data[2 * t] = sum[2 * t];
  data[2 * t + 1] = sum[2 * t + 1];
}
