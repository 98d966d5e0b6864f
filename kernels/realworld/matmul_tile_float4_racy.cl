//xfail:NOT_ALL_VERIFIED
//--local_size=[4,16] --num_groups=[4,4] -D N=64
//write-write race on Bs
/* matmul_tile_float4_ok.cl with tx and ty swapped in the store of the B tile: on a 4x16 group Bs[tx][ty] maps work items of different rows to one float4 cell. */
#ifndef N
#define N 64
#endif
#define T 16
__kernel void matmul_tile4(__global const float4 *A, __global const float4 *B, __global float4 *C) {
  __local float4 As[T][T / 4];
  __local float4 Bs[T][T / 4];
  int tx = get_local_id(0), ty = get_local_id(1);
  int col4 = get_global_id(0), row = get_global_id(1);
  float4 acc = (float4)(0.0f);
  for (int t = 0; t < N / T; t++) {
    As[ty][tx] = A[row * (N / 4) + t * (T / 4) + tx];
    Bs[tx][ty] = B[(t * T + ty) * (N / 4) + col4]; // want "write-write race on Bs"
    barrier(CLK_LOCAL_MEM_FENCE);
    __local float *a = (__local float *)As[ty];
    for (int k = 0; k < T; k++)
      acc = mad((float4)(a[k]), Bs[k][tx], acc);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[row * (N / 4) + col4] = acc;
}
