//pass
//--local_size=64 --num_groups=8
/* Grid-stride loop: i starts at get_global_id(0) and steps by get_global_size(0). */
__kernel void strided(__global const int *in, __global int *out, uint n) {
  for (uint i = get_global_id(0); i < n; i += get_global_size(0))
    out[i] = in[i] * 2;
}
