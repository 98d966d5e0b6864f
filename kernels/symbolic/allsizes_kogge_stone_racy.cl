//xfail:NOT_ALL_VERIFIED
//--local_size=* --num_groups=1
//race
/* The Kogge-Stone scan of allsizes_kogge_stone_ok.cl, for every size at once, without one of its barriers (the barrier between reading sum[t - offset] and writing sum[t]): the race is found without fixing the size. */
#ifndef TYPE
#define TYPE uint
#endif
#ifndef OPERATOR
#define OPERATOR(a, b) ((a) + (b))
#endif
#ifndef IDENTITY
#define IDENTITY 0
#endif
#define N get_local_size(0)

#pragma bvgen requires __is_pow2(get_local_size(0)) && get_local_size(0) <= 1073741824
__kernel void scan(__global TYPE *in, __global TYPE *out, __local TYPE *sum) {
  unsigned t = get_local_id(0);
  sum[t] = in[t];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned offset = 1; offset < N; offset *= 2) {
    TYPE temp;
    if (t >= offset)
      temp = sum[t - offset];
    if (t >= offset)
      sum[t] = OPERATOR(temp, sum[t]);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[t] = sum[t];
}
