//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=64 --global_offset=*
//this assertion might not hold
/* --global_offset=*: any offset, so the global ids are not bounded by the global size. */
__kernel void offset(__global int *out) {
  __assert(get_global_id(0) < 4096);
  out[get_global_id(0) - get_global_offset(0)] = 1;
}
