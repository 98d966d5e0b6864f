//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//divergen|non-uniform
/* tiled_copy_guard_ok.cl with an early return for the work items past n: in the last group they skip the barrier the others wait at. */
#define LS 64
__kernel void reverse_blocks(__global const int *in, __global int *out, int n) {
  __local int tile[LS];
  int lid = get_local_id(0);
  int gid = get_global_id(0);
  if (gid >= n)
    return;
  tile[lid] = in[gid];
  barrier(CLK_LOCAL_MEM_FENCE); // want "non-uniform"
  if (gid < n)
    out[gid] = tile[LS - 1 - lid];
}
