//xfail:REDUCTION_ERROR
//--local_size=64 --num_groups=1 --equality-abstraction
//--equality-abstraction cannot be used with atomics
/* --equality-abstraction with atomics: GPUVerify's VCGen error (exit 5). */
__kernel void foo(__global int *counter) {
  atomic_inc(counter);
}
