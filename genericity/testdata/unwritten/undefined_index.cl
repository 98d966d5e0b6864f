/* A non-TYPE variable read before it is written on some path steers an address. */
__kernel void k(__global TYPE *in, __global TYPE *out) {
  unsigned t = get_local_id(0);
  unsigned src;
  if (t < 32)
    src = t + 32;
  out[t] = in[src % 64]; // want "undefined value: the variable src, which may be read before it is written, is used as an address"
}
