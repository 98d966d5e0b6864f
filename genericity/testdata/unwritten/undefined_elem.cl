/* A TYPE variable the kernel may combine before writing it (the interval test's fill gives such variables an initialiser; one hidden from it stays undefined). */
#define ACC TYPE
__kernel void k(__global TYPE *in, __global TYPE *out) {
  unsigned t = get_local_id(0);
  ACC acc;
  if (t > 0)
    acc = in[t - 1];
  out[t] = OPERATOR(acc, in[t]); // want "the variable acc, which may be read before it is written, is used as a stored value"
}
