//pass
//--local_size=256 --num_groups=8 -D B=512
/* Launch 1 of the reduce-then-scan pipeline: each group reduces its block of B = 2 * local size elements (a Blelloch up-sweep, which combines neighbours in order) and writes the total to sums[group]. */
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

__kernel void block_reduce(__global TYPE *in, __global TYPE *sums) {
  __local TYPE sum[B];
  unsigned t = get_local_id(0);
  unsigned base = get_group_id(0) * B;
  unsigned offset = 1;
  sum[2 * t] = in[base + 2 * t];
  sum[2 * t + 1] = in[base + 2 * t + 1];
  for (unsigned d = B / 2; d > 0; d /= 2) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < d) {
      unsigned ai = offset * (2 * t + 1) - 1;
      unsigned bi = offset * (2 * t + 2) - 1;
      sum[bi] = OPERATOR(sum[ai], sum[bi]);
    }
    offset *= 2;
  }
  if (t == 0)
    sums[get_group_id(0)] = sum[B - 1];
}
