//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8 --vcgen-opt=/noRefinedAtomics
//write-write race on out
/* atomic_counter_ok.cl with GPUVerify's /noRefinedAtomics: atomics return arbitrary values, so two slots may coincide. */
__kernel void compact(__global const int *in, __global int *out, __global unsigned *count) {
  int x = in[get_global_id(0)];
  if (x > 0) {
    unsigned slot = atomic_inc(count);
    out[slot] = x; // want "write-write race on out"
  }
}
