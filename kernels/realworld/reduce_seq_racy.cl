//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=8
//race on sdata
/* reduce_seq_ok.cl with the step guard off by one (tid <= s): work item s adds into its cell while work item 0 reads it. */
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
    if (tid <= s)
      sdata[tid] += sdata[tid + s]; // want "race on sdata"
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (tid == 0)
    out[get_group_id(0)] = sdata[0];
}
