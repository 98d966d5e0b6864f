//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//write-write race on out
/* Two work items write the same __global element out[gid / 2]. */
__kernel void global_write_write(__global int *out) {
  size_t gid = get_global_id(0);
  out[gid / 2] = (int)gid; // want "write-write race on out"
}
