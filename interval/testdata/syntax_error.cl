__kernel void scan(__global TYPE *in, __global TYPE *out) {
  out[get_global_id(0)] = in[get_global_id(0)]  /* missing semicolon */
}
