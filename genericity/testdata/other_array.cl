#ifndef TYPE
#define TYPE uint
#endif
#ifndef OPERATOR
#define OPERATOR(a, b) ((a) + (b))
#endif
#ifndef IDENTITY
#define IDENTITY 0
#endif
__kernel void k(__global TYPE *in, __global TYPE *out, __global int *flags) {
  unsigned t = get_local_id(0);
  flags[t] = in[t]; // want32 "stored into flags, an array of int" want64 "converted \(trunc to i32\)"
  out[t] = in[t];
}
