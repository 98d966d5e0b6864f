//pass
//--local_size=64 --num_groups=256
/* mul24 and mad24 in index arithmetic, as SHOC and AMD kernels write it: exact where both factors are in the 24-bit range (here group ids and a pinned row pitch), so each work item writes its own cell. */
__kernel void rows(__global int *out, int pitch)
{
  __requires(pitch == 4096);
  int row = mul24((int)get_group_id(0), pitch);
  out[mad24((int)get_local_id(0), 64, row)] = get_local_id(0);
}
