//pass
//--local_size=64 --num_groups=8
/* Binomial option pricing (AMD APP SDK BinomialOption): one option per work group, 64 leaf values in __local memory, each time step first reads the two children into registers, then (after a barrier) overwrites the node; the root ends in cell 0. */
#define STEPS 64
__kernel void binomial_options(__global const float4 *randArray, __global float4 *output) {
  __local float4 callA[STEPS + 1];
  int tid = get_local_id(0);
  int bid = get_group_id(0);
  float4 inRand = randArray[bid];
  float4 s = (1.0f - inRand) * 5.0f + inRand * 30.0f;
  float4 x = (1.0f - inRand) * 1.0f + inRand * 100.0f;
  float4 optionYears = (1.0f - inRand) * 0.25f + inRand * 10.0f;
  float4 dt = optionYears * (1.0f / (float)STEPS);
  float4 vsdt = 0.30f * sqrt(dt);
  float4 rdt = 0.02f * dt;
  float4 r = exp(rdt);
  float4 rInv = 1.0f / r;
  float4 u = exp(vsdt);
  float4 d = 1.0f / u;
  float4 pu = (r - d) / (u - d);
  float4 pd = 1.0f - pu;
  float4 puByr = pu * rInv;
  float4 pdByr = pd * rInv;
  float4 profit = s * exp(vsdt * (2.0f * tid - (float)STEPS)) - x;
  callA[tid] = fmax(profit, 0.0f);
  if (tid == 0) {
    float4 top = s * exp(vsdt * (float)STEPS) - x;
    callA[STEPS] = fmax(top, 0.0f);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int j = STEPS; j > 0; j--) {
    float4 a = (float4)(0.0f), b = (float4)(0.0f);
    if (tid < j) {
      a = callA[tid];
      b = callA[tid + 1];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (tid < j)
      callA[tid] = puByr * b + pdByr * a;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (tid == 0)
    output[bid] = callA[0];
}
