//pass
//--local_size=128 --num_groups=128
/* SHOC-style radix sort building block: each work item loads four keys with one vload4, extracts a 4-bit digit with a data-dependent shift (the pass's shift is a kernel argument), counts it with atomic_inc in 16 __local bins, and after a barrier the first 16 work items turn the counts into an exclusive prefix with a double-buffered Hillis-Steele scan (ping-pong halves of a __local array, a barrier per step), writing the group's digit offsets and counts. */
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
    pout = 1 - pout;
    pin = 1 - pout;
    if (lid < RADIX) {
      uint v = scan[pin * RADIX + lid];
      if (lid >= off)
        v += scan[pin * RADIX + lid - off];
      scan[pout * RADIX + lid] = v;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid < RADIX) {
    offsets[grp * RADIX + lid] = scan[pout * RADIX + lid];
    counts_out[grp * RADIX + lid] = counts[lid];
  }
}
