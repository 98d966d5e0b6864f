//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//write-write race on out
/* Every work group writes out[get_local_id(0)]: a race only between different groups. */
__kernel void intergroup(__global const int *in, __global int *out) {
  size_t lid = get_local_id(0);
  out[lid] = in[get_global_id(0)]; // want "write-write race on out"
}
