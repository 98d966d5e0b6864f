//pass
//--local_size=128 --num_groups=16 -D N=4096
/* Sum of float4s: a grid-stride loop accumulates a float4 (a vector phi), then a tree reduction in __local float4 memory, lane sums with .hi/.lo at the end. */
#ifndef N
#define N 4096
#endif
__kernel void reduce4(__global const float4 *in, __global float *out) {
  __local float4 part[128];
  int l = get_local_id(0);
  float4 acc = 0.0f;
  for (int i = get_global_id(0); i < N; i += get_global_size(0))
    acc += in[i];
  part[l] = acc;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = 64; s > 0; s >>= 1) {
    if (l < s)
      part[l] += part[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0) {
    float2 h = part[0].hi + part[0].lo;
    out[get_group_id(0)] = h.x + h.y;
  }
}
