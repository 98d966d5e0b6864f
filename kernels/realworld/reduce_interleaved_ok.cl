//pass
//--local_size=64 --num_groups=8
/* Max reduction with interleaved addressing (NVIDIA reduction kernel 1): in step s the work items whose id is a multiple of 2s fold in the element s above them. */
#define LS 64
__kernel void reduce_max(__global const int *in, __global int *out) {
  __local int sdata[LS];
  uint tid = get_local_id(0);
  sdata[tid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = 1; s < LS; s *= 2) {
    if (tid % (2 * s) == 0)
      sdata[tid] = max(sdata[tid], sdata[tid + s]);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (tid == 0)
    out[get_group_id(0)] = sdata[0];
}
