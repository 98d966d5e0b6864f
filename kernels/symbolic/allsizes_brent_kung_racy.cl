//xfail:NOT_ALL_VERIFIED
//--local_size=* --num_groups=1
//race
/* The Brent-Kung scan of allsizes_brent_kung_ok.cl, for every size at once, without the barrier at the end of each down-sweep step: the race is found without fixing the size. */
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
  sum[2 * t] = in[2 * t];
  sum[2 * t + 1] = in[2 * t + 1];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned offset = 1; offset < N; offset *= 2) {
    if (t < N / (2 * offset)) {
      unsigned ai = offset * (2 * t + 1) - 1;
      unsigned bi = offset * (2 * t + 2) - 1;
      sum[bi] = OPERATOR(sum[ai], sum[bi]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
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
