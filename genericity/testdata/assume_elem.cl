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
  TYPE x = in[t];
  __assume(x == in[0]); // want "assume annotation constrains"
  out[t] = x;
}
