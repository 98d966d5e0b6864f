//pass
//--local_size=128 --num_groups=8
/* Sum reduction with sequential addressing (NVIDIA reduction kernel 3): each work item adds two inputs, then the active half adds the upper half in __local memory, halving each step. */
#define LS 128
__kernel void reduce_seq(__global const float *in, __global float *out, uint n) {
  __local float sdata[LS];
  uint tid = get_local_id(0);
  uint i = get_group_id(0) * (LS * 2) + tid;
  float v = i < n ? in[i] : 0.0f;
  if (i + LS < n)
    v += in[i + LS];
  sdata[tid] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = LS / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (tid == 0)
    out[get_group_id(0)] = sdata[0];
}
