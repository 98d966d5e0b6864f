/* Every variable is written before it is read, on every path: no finding. A TYPE variable assigned and used under the same condition is left to the interval test's fill (it is TYPE), and copies of undefined values that are never used are fine. */
__kernel void k(__global TYPE *in, __global TYPE *out) {
  __local TYPE s[64];
  unsigned t = get_local_id(0);
  unsigned src = t;
  if (t < 32)
    src = t + 32;
  s[t] = in[src % 64];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[t] = s[63 - t];
}
