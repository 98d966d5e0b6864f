//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//race on value
/* amd_scan_large_ok.cl with block_addition missing its barrier: work items read value[0] while work item 0 may not have stored the block sum yet. */
__kernel void scan_large_block(__global float *output, __global const float *input, __local float *block, const uint block_size, __global float *sum_buffer)
{
  __requires(block_size == 128);
  uint tid = get_local_id(0), bid = get_group_id(0);
  uint base = bid * block_size;
  block[2 * tid] = input[base + 2 * tid];
  block[2 * tid + 1] = input[base + 2 * tid + 1];
  uint offset = 1;
  for (uint d = block_size >> 1; d > 0; d >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (tid < d) {
      uint ai = offset * (2 * tid + 1) - 1;
      uint bi = offset * (2 * tid + 2) - 1;
      block[bi] += block[ai];
    }
    offset <<= 1;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (tid == 0) {
    sum_buffer[bid] = block[block_size - 1];
    block[block_size - 1] = 0.0f;
  }
  for (uint d = 1; d < block_size; d <<= 1) {
    offset >>= 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (tid < d) {
      uint ai = offset * (2 * tid + 1) - 1;
      uint bi = offset * (2 * tid + 2) - 1;
      float t = block[ai];
      block[ai] = block[bi];
      block[bi] += t;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  output[base + 2 * tid] = block[2 * tid];
  output[base + 2 * tid + 1] = block[2 * tid + 1];
}

__kernel void block_addition(__global const float *scanned_sums, __global float *output)
{
  __local float value[1];
  uint lid = get_local_id(0), gid = get_global_id(0), bid = get_group_id(0);
  if (lid == 0)
    value[0] = scanned_sums[bid];
  output[2 * gid] += value[0];
  output[2 * gid + 1] += value[0];
}
