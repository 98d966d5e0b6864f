//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//race on sdata
/* reduce_interleaved_ok.cl without the barrier inside the loop: step 2s reads a cell that step s of another work item is still writing. */
#define LS 64
__kernel void reduce_max(__global const int *in, __global int *out) {
  __local int sdata[LS];
  uint tid = get_local_id(0);
  sdata[tid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = 1; s < LS; s *= 2) {
    if (tid % (2 * s) == 0)
      sdata[tid] = max(sdata[tid], sdata[tid + s]); // want "race on sdata"
  }
  if (tid == 0)
    out[get_group_id(0)] = sdata[0];
}
