// A write-read race on __local memory: buf[lid] is written, then
// buf[lid + 1] read with no barrier in between.
__kernel void race_local(__global int *out) {
  __local int buf[64];
  unsigned lid = get_local_id(0);
  buf[lid] = (int)lid;
  out[get_global_id(0)] = buf[(lid + 1) % 64];
}
