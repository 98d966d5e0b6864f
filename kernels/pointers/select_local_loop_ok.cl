//pass
//--local_size=64 --num_groups=8
/* A pointer selected between a __local block and another __local array (a buffer the host passes): work items 0..31 stage their two float4s into tile, 32..63 into spill, with vstore4 in a loop, and after a barrier read the other half's with vload4. Each access through the pointer is one access per candidate array, checked like any other; the loop's log of each array holds only what the work items choosing it wrote (access-guard). vstore4/vload4 through such a pointer were "unsupported pointer that may point into tile or spill". */
__kernel void split_tiles(__global const float4 *in, __global float4 *out, __local float *spill) {
  __local float tile[32 * 8];
  int lid = get_local_id(0);
  int gid = get_global_id(0);
  __local float *dst = (lid < 32) ? tile : spill;
  int slot = lid & 31;
  for (int k = 0; k < 2; k++)
    vstore4(in[gid * 2 + k], slot * 2 + k, dst);
  barrier(CLK_LOCAL_MEM_FENCE);
  __local float *src = (lid < 32) ? spill : tile;
  out[gid] = vload4(slot * 2, src) + vload4(slot * 2 + 1, src);
}
