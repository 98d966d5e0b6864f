//pass
//--local_size=128 --num_groups=8 --warp-sync=32
/* Reduction with the last warp unrolled (NVIDIA reduction kernel 5): the tree stops at 64 and the first warp finishes without barriers through a volatile pointer; race-free only because a warp of 32 runs in lock step (--warp-sync=32). */
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
