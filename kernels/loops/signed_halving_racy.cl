//xfail:NOT_ALL_VERIFIED
//--local_size=512 --num_groups=1
// race on block
/* signed_halving_ok.cl without the barrier of the down-sweep: a level reads cells the level before wrote. An AMD APP SDK style work-efficient prefix sum: int counters, d halved with a signed shift (d >>= 1, an ashr) while offset doubles separately, the length pinned by __requires. The counter rules need the signed halving recognised (it is the unsigned one while d > 0) to relate offset and d (offset * d == length / 2). */
__kernel void prefixSum(__global float *output, __global float *input, __local float *block, const uint length) {
  __requires(length == 1024);
  int tid = get_local_id(0);
  int offset = 1;
  block[2 * tid] = input[2 * tid];
  block[2 * tid + 1] = input[2 * tid + 1];
  for (int d = length >> 1; d > 0; d >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (tid < d) {
      int ai = offset * (2 * tid + 1) - 1;
      int bi = offset * (2 * tid + 2) - 1;
      block[bi] += block[ai];
    }
    offset *= 2;
  }
  if (tid == 0)
    block[length - 1] = 0;
  for (int d = 1; d < length; d *= 2) {
    offset >>= 1;
    if (tid < d) {
      int ai = offset * (2 * tid + 1) - 1;
      int bi = offset * (2 * tid + 2) - 1;
      float t = block[ai];
      block[ai] = block[bi];
      block[bi] += t;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  output[2 * tid] = block[2 * tid];
  output[2 * tid + 1] = block[2 * tid + 1];
}
