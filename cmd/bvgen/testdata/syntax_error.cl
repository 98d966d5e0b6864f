/* A generic scan with a missing semicolon: the device compiler rejects it (exit 2, with its log). */
__kernel void scan(__global TYPE *in, __global TYPE *out) {
  unsigned t = get_local_id(0)
  out[t] = in[t];
}
