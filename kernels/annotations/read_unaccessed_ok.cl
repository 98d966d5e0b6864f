//pass
//--local_size=64 --num_groups=4
/* __read and __write of a __local array the kernel never accesses: no access is logged, so they are false, and the offsets are arbitrary (GPUVerify's annotation_tests/test_read_offset). */
__kernel void read_unaccessed(__global int *out) {
  __local float A[1024];
  __assert(!__read(A));
  __assert(!__write(A));
  __assert(__implies(__read(A), __read_offset_bytes(A) == 0));
  out[get_global_id(0)] = 1;
}
