/* Grid-stride loop, 4 groups of 8 work items, with a user candidate that is false. */
__kernel void strided(__global const int *in, __global int *out, uint n) {
#pragma bvgen candidate i < 32
  for (uint i = get_global_id(0); i < n; i += get_global_size(0))
    out[i] = in[i] * 2;
}
