//xfail:IR_ERROR
//--local_size=64 --num_groups=2
//unsupported_atomic_has_taken_value.cl:13:12: error: unsupported __atomic_has_taken_value
/* GPUVerify's __atomic_has_taken_value(arr, offset, value) says the atomic
   location has held value; bvgen's refined atomic abstraction records only
   what the two work items took since the last barrier, so it refuses the
   predicate (exit 4) rather than give it another meaning. */

__kernel void foo(__global unsigned *counter, __global char *out) {
  unsigned i = atomic_inc(counter);
  out[i] = 1;
  // The predicate bvgen cannot interpret.
  __assert(__write_implies(out, __atomic_has_taken_value(counter, 0, __write_offset_bytes(out))));
}
