//pass
//--local_size=64 --num_groups=8
/* Reverse each 64-element block through __local memory for n elements: the guard covers the memory accesses only, every work item reaches the barrier. */
#define LS 64
__kernel void reverse_blocks(__global const int *in, __global int *out, int n) {
  __local int tile[LS];
  int lid = get_local_id(0);
  int gid = get_global_id(0);
  tile[lid] = gid < n ? in[gid] : 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (gid < n)
    out[gid] = tile[LS - 1 - lid];
}
