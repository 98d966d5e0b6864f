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
  TYPE acc = 0;
  for (unsigned i = 0; i < 4; i++)
    acc = OPERATOR(acc, in[i]); // want "variable acc holds both TYPE values and the integer constant 0"
  out[0] = acc;
}
