//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=1
//write-write race on block
/* amd_prefix_sum_ok.cl with the last element zeroed by work item 128 instead of 0: no barrier follows the up-sweep, and work item 0 wrote block[1023] in its last level (d == 1, the only pair k == 0), so work item 128 writing it races with that write. The race-free original needs the fact that only work item 0 ran the last level. */
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
  if (tid == 128)
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
