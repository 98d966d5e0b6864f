//xfail:NOT_ALL_VERIFIED
//--local_size=512 --num_groups=1 -D N=1024 --no-infer
//race|loop invariant might not
/* Annotated Sklansky without the barrier at the end of each step: must not verify. */
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
  sum[2 * t] = in[2 * t];
  sum[2 * t + 1] = in[2 * t + 1];
  barrier(CLK_LOCAL_MEM_FENCE);
#pragma bvgen invariant __is_pow2(d) && d <= N
#pragma bvgen invariant __no_read(sum) && __no_write(sum) && __no_write(out)
  for (unsigned d = 1; d < N; d *= 2) {
    unsigned lo = t & (d - 1);
    unsigned block = 2 * (t - lo);
    unsigned spine = block + d - 1;
    unsigned me = block + d + lo;
    sum[me] = OPERATOR(sum[spine], sum[me]);
  }
  out[2 * t] = sum[2 * t];
  out[2 * t + 1] = sum[2 * t + 1];
}
