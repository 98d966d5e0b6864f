//pass
//--local_size=256 --num_groups=16
/* Tree reduction in __local memory, one partial sum per work group. */
#ifndef LS
#define LS 256
#endif
__kernel void reduce(__global const int *in, __global int *out) {
  __local int sdata[LS];
  uint lid = get_local_id(0);
  sdata[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = get_local_size(0) / 2; s > 0; s >>= 1) {
    if (lid < s)
      sdata[lid] += sdata[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    out[get_group_id(0)] = sdata[0];
}
