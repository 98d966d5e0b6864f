//pass
//--local_size=[4,16] --num_groups=[4,4] -D N=64
/* Tiled N x N matrix multiply, four columns per work item: rows of B and C as float4, a 16x16 __local tile of A and a 16x16 tile of B held as float4. */
#ifndef N
#define N 64
#endif
#define TILE 16
__kernel void matmul4(__global const float *A, __global const float4 *B, __global float4 *C) {
  __local float As[TILE][TILE];
  __local float4 Bs[TILE][TILE / 4];
  int tx = get_local_id(0), ty = get_local_id(1);
  int col4 = get_global_id(0), row = get_global_id(1);
  float4 acc = (float4)(0.0f);
  for (int t = 0; t < N / TILE; t++) {
    for (int k = 0; k < 4; k++)
      As[ty][tx * 4 + k] = A[row * N + t * TILE + tx * 4 + k];
    Bs[ty][tx] = B[(t * TILE + ty) * (N / 4) + col4];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < TILE; k++)
      acc += As[ty][k] * Bs[k][tx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[row * (N / 4) + col4] = acc;
}
