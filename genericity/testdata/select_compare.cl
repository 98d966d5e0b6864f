#ifndef TYPE
#define TYPE uint
#endif
#ifndef OPERATOR
#define OPERATOR(a, b) ((a) + (b))
#endif
#ifndef IDENTITY
#define IDENTITY 0
#endif
__kernel void k(__global TYPE *in, __global TYPE *out) {
  unsigned t = get_local_id(0);
  TYPE a = in[t], b = in[t + 1];
  out[t] = a < b ? a : b; // want "compared"
}
