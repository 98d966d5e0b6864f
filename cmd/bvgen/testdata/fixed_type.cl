/* Defines TYPE unconditionally, so bvgen cannot instantiate it: check must reject it. */
#define TYPE uint
#ifndef OPERATOR
#define OPERATOR(a, b) ((a) + (b))
#endif

__kernel void scan(__global TYPE *in, __global TYPE *out) {
  unsigned t = get_local_id(0);
  out[t] = in[t];
}
