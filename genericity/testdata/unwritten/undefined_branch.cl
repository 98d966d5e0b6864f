/* A flag assigned on one path only decides a branch. The flag is a value
   read from memory: a constant there (take = 1) lets the optimiser fold
   the undefined path away, which frontend.Uninitialized (clang's
   -Wsometimes-uninitialized) reports instead. */
__kernel void k(__global TYPE *in, __global TYPE *out, __global int *flags) {
  unsigned t = get_local_id(0);
  int take;
  if (t > 3)
    take = flags[t];
  if (take) // want "the variable take, which may be read before it is written, is used as a branch condition"
    out[t] = in[t];
}
