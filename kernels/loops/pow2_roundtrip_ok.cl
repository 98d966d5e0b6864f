//pass
//--local_size=64 --num_groups=1
/* A power-of-two stride doubled 31 times and halved 31 times is 1 again:
   each work item writes its own cell. bvgen gives `s` an exponent
   companion (ir.AddExponents) and multiplies by it as a guarded shift. */
__kernel void roundtrip(__global uint *out) {
  unsigned t = get_local_id(0);
  unsigned s = 1;
  for (unsigned i = 0; i < 31; i++)
    s *= 2;
  for (unsigned i = 0; i < 31; i++)
    s /= 2;
  out[s * t] = t;
}
