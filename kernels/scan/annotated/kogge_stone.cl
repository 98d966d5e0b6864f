//pass
//--local_size=1024 --num_groups=1 -D N=1024 --no-infer
/* Kogge-Stone (../kogge_stone.cl) with the loop invariants written by hand, verified without inference: no write to sum or out in flight at the loop head (POPL14 §7 needed the same for out). */
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
#pragma bvgen invariant __no_write(sum) && __no_write(out)
  for (unsigned offset = 1; offset < N; offset *= 2) {
    TYPE temp;
    if (t >= offset)
      temp = sum[t - offset];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t >= offset)
      sum[t] = OPERATOR(temp, sum[t]);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[t] = sum[t];
}
