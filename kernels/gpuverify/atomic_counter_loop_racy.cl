//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//write-write race on out
/* Atomics in a loop may wrap the counter around: bvgen does not refine them (the values are arbitrary), and reports the race GPUVerify's refinement would hide. */
__kernel void compact(__global const int *in, __global int *out, __global unsigned *count, int n) {
  for (int i = 0; i < n; i++) {
    unsigned slot = atomic_inc(count);
    out[slot] = in[i]; // want "write-write race on out"
  }
}
