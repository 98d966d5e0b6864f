//pass
//--local_size=256 --num_groups=16 -D B=512
/* Twin of add_offsets.cl with the operands swapped: race-free and generic, but the offset is added on the right, which is wrong for a monoid that is not commutative. */
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
  out[i] = OPERATOR(out[i], sums[i / B]);
}
