//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//race on out
/* Twin of pow2_roundtrip_ok.cl whose stride is doubled 33 times: it
   overflows to 0 and stays 0 when halved, so every work item writes out[0].
   Its exponent companion comes back to 1 << 0 == 1, which is why products
   with it are shifts only where `s == 1 << s.log2` holds. */
__kernel void roundtrip(__global uint *out) {
  unsigned t = get_local_id(0);
  unsigned s = 1;
  for (unsigned i = 0; i < 33; i++)
    s *= 2;
  for (unsigned i = 0; i < 33; i++)
    s /= 2;
  out[s * t] = t; // want "write-write race on out"
}
