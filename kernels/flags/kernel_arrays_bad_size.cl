//xfail:BUGLE_ERROR
//--local_size=64 --num_groups=4 --check-array-bounds --kernel-arrays=scale,1022
//not a whole number of out elements
/* --kernel-arrays: 1022 bytes is not a whole number of 4-byte ints: Bugle's error (exit 4). */
__kernel void scale(__global int *out) {
  out[get_global_id(0)] = 1;
}
