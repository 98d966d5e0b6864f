//pass
//--local_size=128 --num_groups=4
/* Inclusive prefix sum of one block (Hillis-Steele, GPU Gems 3 ch. 39) with double buffering in __local memory: each step reads buffer pin and writes buffer pout, so one barrier per step suffices. */
#define LS 128
__kernel void scan_block(__global const float *in, __global float *out) {
  __local float temp[2 * LS];
  int lid = get_local_id(0);
  int gid = get_global_id(0);
  int pout = 0, pin = 1;
  temp[lid] = in[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int offset = 1; offset < LS; offset *= 2) {
    pout = 1 - pout;
    pin = 1 - pout;
    if (lid >= offset)
      temp[pout * LS + lid] = temp[pin * LS + lid] + temp[pin * LS + lid - offset];
    else
      temp[pout * LS + lid] = temp[pin * LS + lid];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[gid] = temp[pout * LS + lid];
}
