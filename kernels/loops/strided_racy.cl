//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//race on out
/* Grid-stride loop that also reads out[i + 1], which the next work item writes. */
__kernel void strided(__global const int *in, __global int *out, uint n) {
  for (uint i = get_global_id(0); i < n; i += get_global_size(0))
    out[i] = in[i] * 2 + out[i + 1];
}
