//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//write-write race on (tile|spill)
/* Twin of select_local_loop_ok.cl with 16 slots per half instead of 32: work items 0 and 16 (and 32 and 48) stage into the same entries of the array their pointer selects. */
__kernel void split_tiles(__global const float4 *in, __global float4 *out, __local float *spill) {
  __local float tile[32 * 8];
  int lid = get_local_id(0);
  int gid = get_global_id(0);
  __local float *dst = (lid < 32) ? tile : spill;
  int slot = lid & 15;
  for (int k = 0; k < 2; k++)
    vstore4(in[gid * 2 + k], slot * 2 + k, dst); // want "write-write race on (tile|spill)"
  barrier(CLK_LOCAL_MEM_FENCE);
  __local float *src = (lid < 32) ? spill : tile;
  out[gid] = vload4(slot * 2, src) + vload4(slot * 2 + 1, src);
}
