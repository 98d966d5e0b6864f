//pass
//--local_size=256 --num_groups=8 -D B=512
/* Launch 1 of the Blelloch pipeline: an exclusive Blelloch scan of each block of B = 2 * local size elements, recording the block's total in sums[group]. */
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

__kernel void block_scan(__global TYPE *in, __global TYPE *out, __global TYPE *sums) {
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
  if (t == 0) {
    sums[get_group_id(0)] = sum[B - 1];
    sum[B - 1] = IDENTITY;
  }
  for (unsigned d = 1; d < B; d *= 2) {
    offset /= 2;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < d) {
      unsigned ai = offset * (2 * t + 1) - 1;
      unsigned bi = offset * (2 * t + 2) - 1;
      TYPE temp = sum[ai];
      sum[ai] = sum[bi];
      sum[bi] = OPERATOR(sum[bi], temp);
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[base + 2 * t] = sum[2 * t];
  out[base + 2 * t + 1] = sum[2 * t + 1];
}
