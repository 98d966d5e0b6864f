//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=4
//race on temp
/* scan_hillis_steele_ok.cl single-buffered (the textbook bug GPU Gems points out): a work item overwrites temp[lid] while the work item offset above it reads it. */
#define LS 128
__kernel void scan_block(__global const float *in, __global float *out) {
  __local float temp[2 * LS];
  int lid = get_local_id(0);
  int gid = get_global_id(0);
  int pout = 0, pin = 0;
  temp[lid] = in[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int offset = 1; offset < LS; offset *= 2) {
    if (lid >= offset)
      temp[pout * LS + lid] = temp[pin * LS + lid] + temp[pin * LS + lid - offset]; // want "race on temp"
    else
      temp[pout * LS + lid] = temp[pin * LS + lid];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[gid] = temp[pout * LS + lid];
}
