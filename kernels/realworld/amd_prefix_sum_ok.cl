//pass
//--local_size=256 --num_groups=1
/* AMD APP SDK style work-efficient prefix sum of one block in __local memory, the block a __local float * parameter and its length pinned by __requires(length == 1024), 256 work items for 1024 elements (each caches four elements and handles every pair k = tid, tid + 256, ... of a level): the up-sweep loop counts d down from length/2 while offset doubles in a separate variable, the down-sweep counts d up while offset halves, a barrier at the head of each level. */
__kernel void prefix_sum(__global float *output, __global const float *input, __local float *block, const uint length)
{
  __requires(length == 1024);
  uint tid = get_local_id(0);
  uint ls = get_local_size(0);
  for (uint i = tid; i < length; i += ls)
    block[i] = input[i];
  uint offset = 1;
  for (uint d = length >> 1; d > 0; d >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint k = tid; k < d; k += ls) {
      uint ai = offset * (2 * k + 1) - 1;
      uint bi = offset * (2 * k + 2) - 1;
      block[bi] += block[ai];
    }
    offset *= 2;
  }
  if (tid == 0)
    block[length - 1] = 0.0f;
  for (uint d = 1; d < length; d *= 2) {
    offset >>= 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint k = tid; k < d; k += ls) {
      uint ai = offset * (2 * k + 1) - 1;
      uint bi = offset * (2 * k + 2) - 1;
      float t = block[ai];
      block[ai] = block[bi];
      block[bi] += t;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint i = tid; i < length; i += ls)
    output[i] = block[i];
}
