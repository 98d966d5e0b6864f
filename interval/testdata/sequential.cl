// Generic inclusive scan done by a single work item: any global size works,
// and it runs for n beyond one work group (64-bit interval encoding).
#ifndef TYPE
#define TYPE uint
#define OPERATOR(a, b) ((a) + (b))
#endif

__kernel void scan(__global const TYPE *in, __global TYPE *out) {
  if (get_global_id(0) != 0) {
    return;
  }
  TYPE acc = in[0];
  out[0] = acc;
  for (unsigned i = 1; i < N; i++) {
    acc = OPERATOR(acc, in[i]);
    out[i] = acc;
  }
}
