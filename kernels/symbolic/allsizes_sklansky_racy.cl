//xfail:NOT_ALL_VERIFIED
//--local_size=* --num_groups=1
//race
/* The Sklansky scan of allsizes_sklansky_ok.cl, for every size at once, without one of its barriers (the barrier at the end of each step): the race is found without fixing the size. */
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
