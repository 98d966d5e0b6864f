//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=256
//write-write race on out
/* mul24_ok.cl with a row pitch of 32 cells while each group writes 64 * 64 cells apart: groups overlap. */
__kernel void rows(__global int *out, int pitch)
{
  __requires(pitch == 32);
  int row = mul24((int)get_group_id(0), pitch);
  out[mad24((int)get_local_id(0), 64, row)] = get_local_id(0);
}
