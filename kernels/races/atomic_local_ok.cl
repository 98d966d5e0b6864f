//pass
//--local_size=64 --num_groups=4
/* Twin of atomic_local_racy: a barrier separates the atomic updates from the plain reads. */
__kernel void atomic_local(__global const int *in, __global int *out) {
  __local int bins[8];
  size_t lid = get_local_id(0);
  if (lid < 8)
    bins[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_inc(&bins[in[get_global_id(0)] & 7]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < 8)
    out[get_group_id(0) * 8 + lid] = bins[lid];
}
