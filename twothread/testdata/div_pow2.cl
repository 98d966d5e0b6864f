// A quotient and a remainder by a power-of-two loop counter become a
// shift and a mask behind the guard counter == 1 << exponent (divByPow2),
// and the quotient's companion is emitted although only the translation
// reads it (markUsed). A quotient by a constant is left alone.
__kernel void div_pow2(__global unsigned *out) {
  unsigned t = get_local_id(0);
  for (unsigned offset = 1; offset < 64; offset *= 2) {
    if (t < 64 / (2 * offset))
      out[t % offset] = t / 4;
    barrier(CLK_GLOBAL_MEM_FENCE);
  }
}
