// BUGGY: a correct inclusive scan, but work item 0 also writes out[N],
// one past the end.
__kernel void scan(__global TYPE *in, __global TYPE *out) {
  if (get_global_id(0) != 0) {
    return;
  }
  TYPE acc = IDENTITY;
  for (unsigned i = 0; i < N; i++) {
    acc = OPERATOR(acc, in[i]);
    out[i] = acc;
  }
  out[N] = acc;
}
