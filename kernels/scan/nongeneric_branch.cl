//pass
//--local_size=1024 --num_groups=1 -D N=1024
/* Kogge-Stone that branches on element values (if (x > y)): race-free, but not generic (check must reject it). */
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
  sum[t] = in[t];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned offset = 1; offset < N; offset *= 2) {
    TYPE temp;
    if (t >= offset)
      temp = sum[t - offset];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t >= offset) {
      TYPE x = temp;
      TYPE y = sum[t];
      if (x > y) /* both arms compute the same value; the branch alone breaks genericity */
        sum[t] = OPERATOR(x, y);
      else
        sum[t] = OPERATOR(x, y);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[t] = sum[t];
}
