//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=64
//this assertion might not hold
/* Without --global_offset the offset is 0, so the first work item has global id 0. */
__kernel void offset(__global int *out) {
  __assert(get_global_id(0) >= 64);
  out[get_global_id(0)] = 1;
}
