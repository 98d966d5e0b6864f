//pass
//--local_size=64 --num_groups=64 --global_offset=64
/* --global_offset: get_global_offset is the offset given (0 in the other dimensions), and global ids are shifted by it. */
__kernel void offset(__global int *out) {
  __assert(get_global_id(0) >= 64);
  __assert(get_global_offset(0) == 64);
  __assert(get_global_offset(1) == 0);
  out[get_global_id(0) - 64] = 1;
}
