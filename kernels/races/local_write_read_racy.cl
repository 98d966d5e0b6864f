//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//write-read race on buf
/* Write of one's own __local element, then read of the mirrored element, with no barrier. */
__kernel void local_write_read(__global const int *in, __global int *out) {
  __local int buf[64];
  size_t lid = get_local_id(0);
  buf[lid] = in[get_global_id(0)];
  int y = buf[63 - lid]; // want "write-read race on buf"
  out[get_global_id(0)] = y;
}
