//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//race on out
/* compact_local_ok.cl scattering every element, kept or not, to its scanned slot: a dropped element lands in the slot of the next kept one. */
#define LS 64
__kernel void compact_block(__global const int *in, __global int *out, __global int *counts) {
  __local int buf[2 * LS];
  int lid = get_local_id(0);
  int gid = get_global_id(0);
  int v = in[gid];
  int keep = v > 0;
  int pout = 0, pin = 1;
  buf[lid] = keep;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int off = 1; off < LS; off <<= 1) {
    pout = 1 - pout;
    pin = 1 - pout;
    buf[pout * LS + lid] = buf[pin * LS + lid] + (lid >= off ? buf[pin * LS + lid - off] : 0);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  int slot = buf[pout * LS + lid] - keep;
  out[get_group_id(0) * LS + slot] = v; // want "race on out"
  if (lid == LS - 1)
    counts[get_group_id(0)] = slot + keep;
}
