//pass
//--local_size=64 --num_groups=4
/* Program-scope __constant array, read with a thread-dependent index. */
__constant int weights[8] = {1, 2, 4, 8, 16, 32, 64, 128};
__kernel void constant_table(__global int *out, __global const int *in) {
  size_t gid = get_global_id(0);
  out[gid] = in[gid] * weights[gid & 7];
}
