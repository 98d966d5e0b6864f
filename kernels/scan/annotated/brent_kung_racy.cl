//xfail:NOT_ALL_VERIFIED
//--local_size=512 --num_groups=1 -D N=1024 --no-infer
//race|loop invariant might not
/* Annotated Brent-Kung without the barrier in the down-sweep loop: must not verify. */
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
#pragma bvgen invariant __is_pow2(offset) && offset <= N
#pragma bvgen invariant __no_read(sum) && __no_write(sum) && __no_write(out)
  for (unsigned offset = 1; offset < N; offset *= 2) {
    if (t < N / (2 * offset)) {
      unsigned ai = offset * (2 * t + 1) - 1;
      unsigned bi = offset * (2 * t + 2) - 1;
      sum[bi] = OPERATOR(sum[ai], sum[bi]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
#pragma bvgen invariant (offset & (offset - 1)) == 0 && offset <= N / 4
#pragma bvgen invariant __no_read(sum) && __no_write(sum) && __no_write(out)
  for (unsigned offset = N / 4; offset > 0; offset /= 2) {
    if (t < N / (2 * offset) - 1) {
      unsigned ai = offset * (2 * t + 2) - 1;
      unsigned bi = offset * (2 * t + 3) - 1;
      sum[bi] = OPERATOR(sum[ai], sum[bi]);
    }
  }
  out[2 * t] = sum[2 * t];
  out[2 * t + 1] = sum[2 * t + 1];
}
