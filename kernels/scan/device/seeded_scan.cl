//pass
//--local_size=512 --num_groups=8
/* Launch 3 of the reduce-then-scan pipeline: an inclusive Kogge-Stone scan of each block of B = local size elements, seeded with the exclusive prefix of the block totals, sums[group]. */
#ifndef TYPE
#define TYPE uint
#endif
#ifndef OPERATOR
#define OPERATOR(a, b) ((a) + (b))
#endif
#ifndef IDENTITY
#define IDENTITY 0
#endif
#ifndef B
#define B 512
#endif

__kernel void seeded_scan(__global TYPE *in, __global TYPE *out, __global TYPE *sums) {
  __local TYPE sum[B];
  unsigned t = get_local_id(0);
  unsigned i = get_global_id(0);
  sum[t] = in[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned offset = 1; offset < B; offset *= 2) {
    TYPE temp;
    if (t >= offset)
      temp = sum[t - offset];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t >= offset)
      sum[t] = OPERATOR(temp, sum[t]);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[i] = OPERATOR(sums[get_group_id(0)], sum[t]);
}
