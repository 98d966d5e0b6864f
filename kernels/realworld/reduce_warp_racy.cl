//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=8
//race on sdata
/* reduce_warp_ok.cl verified without --warp-sync: OpenCL promises no lock step, so the unrolled last warp races (the reason the warp-synchronous idiom is unsafe on devices without it). */
#define LS 128
void warp_reduce(volatile __local float *s, uint tid) {
  s[tid] += s[tid + 32];
  s[tid] += s[tid + 16];
  s[tid] += s[tid + 8];
  s[tid] += s[tid + 4];
  s[tid] += s[tid + 2];
  s[tid] += s[tid + 1];
}
__kernel void reduce_warp(__global const float *in, __global float *out) {
  __local float sdata[LS];
  uint tid = get_local_id(0);
  sdata[tid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = LS / 2; s > 32; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (tid < 32)
    warp_reduce(sdata, tid);
  if (tid == 0)
    out[get_group_id(0)] = sdata[0];
}
