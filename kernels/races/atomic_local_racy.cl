//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//race on bins
/* __local histogram: plain reads of bins follow atomic_inc without the second barrier. */
__kernel void atomic_local(__global const int *in, __global int *out) {
  __local int bins[8];
  size_t lid = get_local_id(0);
  if (lid < 8)
    bins[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_inc(&bins[in[get_global_id(0)] & 7]);
  if (lid < 8)
    out[get_group_id(0) * 8 + lid] = bins[lid]; // want "atomic-read race on bins"
}
