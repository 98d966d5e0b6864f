/* __local arrays of another type than TYPE: writing them is fine, reading them is outside what check can certify. */
__kernel void k(__global TYPE *in, __global TYPE *out) {
  __local int flags[64];
  __local uint count[1];
  __local TYPE s[64];
  unsigned t = get_local_id(0);
  flags[t] = t & 1;
  s[t] = in[t];
  if (t == 0)
    count[0] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (flags[63 - t]) // want "reads the __local array flags, whose elements are int, not TYPE"
    out[t] = s[63 - t];
  atomic_inc(&count[0]); // want "reads the __local array count, whose elements are uint, not TYPE"
}
