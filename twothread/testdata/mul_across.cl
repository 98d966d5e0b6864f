// The second work item's product with a kernel argument is written as the
// first's plus the difference (mulAcross); a product with a constant is not.
__kernel void mul_across(__global float *out, unsigned w) {
  unsigned x = get_global_id(0);
  out[x * w] = 1.0f;
  out[x * 3 + 1] = 2.0f;
}
