//pass
//--local_size=64 --num_groups=4
/* for loops (counted, nested, with continue) accessing only A[tid]. */
__kernel void for_loop(__global int *A, __global const int *B, int n) {
  size_t tid = get_global_id(0);
  for (int i = 0; i < n; i++) {
    if (i % 3 == 0)
      continue;
    A[tid] = A[tid] + B[tid] * i;
  }
  for (int i = 0; i < 4; i++)
    for (int j = i; j < 4; j++)
      A[tid] += i * j;
}
