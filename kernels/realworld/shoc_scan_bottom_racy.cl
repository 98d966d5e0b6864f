//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=64
//race on s_seed
/* shoc_scan_bottom_ok.cl without the barrier between applying the seed and advancing it: the last work item overwrites s_seed while other work items of the window may still be reading it. */
float scan_local(float val, __local float *lmem, int exclusive)
{
  int idx = get_local_id(0);
  lmem[idx] = 0.0f;
  idx += get_local_size(0);
  lmem[idx] = val;
  barrier(CLK_LOCAL_MEM_FENCE);
  float t;
  for (int i = 1; i < get_local_size(0); i *= 2) {
    t = lmem[idx - i];
    barrier(CLK_LOCAL_MEM_FENCE);
    lmem[idx] += t;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  return lmem[idx - exclusive];
}

__kernel void bottom_scan(__global const float *in, __global const float *isums, __global float *out, const int n, __local float *lmem)
{
  __requires(n == (1 << 18));
  __local float s_seed;
  __global const float4 *in4 = (__global const float4 *)in;
  __global float4 *out4 = (__global float4 *)out;
  int n4 = n / 4;
  int region = n4 / get_num_groups(0);
  int start = get_group_id(0) * region;
  int stop = (get_group_id(0) == get_num_groups(0) - 1) ? n4 : start + region;
  int i = start + get_local_id(0);
  if (get_local_id(0) == 0)
    s_seed = isums[get_group_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int window = start; window < stop; window += get_local_size(0)) {
    float4 v = (i < stop) ? in4[i] : (float4)(0.0f);
    v.y += v.x;
    v.z += v.y;
    v.w += v.z;
    float res = scan_local(v.w, lmem, 1);
    float seed = s_seed;
    v += res + seed;
    if (i < stop)
      out4[i] = v;
    if (get_local_id(0) == get_local_size(0) - 1)
      s_seed = v.w;
    barrier(CLK_LOCAL_MEM_FENCE);
    i += get_local_size(0);
  }
}
