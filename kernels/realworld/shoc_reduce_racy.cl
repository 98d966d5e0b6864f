//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=64
//race on sdata
/* shoc_reduce_ok.cl with the tree's guard off by one (tid <= s): work item s adds sdata[2s] into sdata[s] while work item 0 reads sdata[s]. */
__kernel void reduce(__global const float *in, __global float *out, __local float *sdata, const unsigned int n)
{
  __requires(n == (1u << 20));
  const unsigned int tid = get_local_id(0);
  const unsigned int block = get_local_size(0);
  const unsigned int grid = block * 2 * get_num_groups(0);
  unsigned int i = get_group_id(0) * (block * 2) + tid;
  float acc = 0.0f;
  while (i < n) {
    acc += in[i] + in[i + block];
    i += grid;
  }
  sdata[tid] = acc;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned int s = block / 2; s > 0; s >>= 1) {
    if (tid <= s)
      sdata[tid] += sdata[tid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (tid == 0)
    out[get_group_id(0)] = sdata[0];
}
