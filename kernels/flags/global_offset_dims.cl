//xfail:COMMAND_LINE_ERROR
//--local_size=64 --num_groups=64 --global_offset=[1,2]
//dimensions of global offset and global size must match
/* --global_offset must have the grid's dimensions (GPUVerify's rule). */
__kernel void offset(__global int *out) {
  out[get_global_id(0)] = 1;
}
