//pass
//--local_size=256 --num_groups=64
/* SHOC-style sum reduction, the first of two passes: each work item strides over the input with the whole grid (two elements per step, a grid-stride loop over 2^20 elements pinned by __requires), stores its partial sum in a __local array parameter, and the group folds it with a tree (s halving from the group size, tid < s active, a barrier per level) before work item 0 writes the group's sum. */
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
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (tid == 0)
    out[get_group_id(0)] = sdata[0];
}
