//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=128
//race on scan
/* shoc_sort_digits_ok.cl with the prefix scan done in place instead of double-buffered (scan[lid] += scan[lid - off]): work item lid reads the cell that work item lid - off is updating in the same step. */
#define RADIX 16
__kernel void radix_digits(__global const uint *keys, __global uint *offsets, __global uint *counts_out, const uint shift)
{
  __requires(shift <= 28);
  __local uint counts[RADIX];
  __local uint scan[2 * RADIX];
  uint lid = get_local_id(0), grp = get_group_id(0);
  if (lid < RADIX)
    counts[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  uint4 k = vload4(get_global_id(0), keys);
  atomic_inc(&counts[(k.x >> shift) & (RADIX - 1)]);
  atomic_inc(&counts[(k.y >> shift) & (RADIX - 1)]);
  atomic_inc(&counts[(k.z >> shift) & (RADIX - 1)]);
  atomic_inc(&counts[(k.w >> shift) & (RADIX - 1)]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < RADIX)
    scan[lid] = lid > 0 ? counts[lid - 1] : 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  uint pout = 0, pin = 1;
  for (uint off = 1; off < RADIX; off <<= 1) {
    if (lid < RADIX && lid >= off)
      scan[lid] += scan[lid - off];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid < RADIX) {
    offsets[grp * RADIX + lid] = scan[pout * RADIX + lid];
    counts_out[grp * RADIX + lid] = counts[lid];
  }
}
