//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//assert
/* Twin of read_unaccessed_ok: the offset of a read that never happened is arbitrary, not 0. */
__kernel void read_unaccessed(__global int *out) {
  __local float A[1024];
  __assert(__read_offset_bytes(A) == 0); // want "assert"
  out[get_global_id(0)] = 1;
}
