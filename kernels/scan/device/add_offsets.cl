//pass
//--local_size=256 --num_groups=16 -D B=512
/* Launch 3 of the Blelloch pipeline: element i of block b = i / B gets the exclusive prefix of the totals before it, sums[b], added on its left. */
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

__kernel void add_offsets(__global TYPE *out, __global TYPE *sums) {
  unsigned i = get_global_id(0);
  out[i] = OPERATOR(sums[i / B], out[i]);
}
