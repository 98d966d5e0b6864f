//pass
//--local_size=64 --num_groups=4
/* Atomics on __local int (body array and parameter), separated from plain accesses by barriers. */
__kernel void atomics_local(__global const int *in, __global int *out, __local int *counter) {
  __local int bins[8];
  size_t lid = get_local_id(0);
  size_t grp = get_group_id(0);
  if (lid < 8)
    bins[lid] = 0;
  if (lid == 0)
    counter[0] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_inc(&bins[in[get_global_id(0)] & 7]);
  atomic_add(&bins[lid % 8], 1);
  int old = atomic_cmpxchg(&counter[0], 0, 1);
  atomic_min(&bins[0], old);
  atomic_xchg(&counter[0], (int)lid);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < 8)
    out[grp * 8 + lid] = bins[lid];
}
