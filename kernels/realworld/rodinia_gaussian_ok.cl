//pass
//--local_size=[16,16] --num_groups=[16,16]
/* Rodinia-style Gaussian elimination, the Fan2 kernel for step t of a matrix of symbolic size (bounded by a __requires conjunction): work item (x, y) updates a[x + 1 + t][y + t] from the multiplier column and pivot row t (which no work item writes), and the work items of column 0 also update b below the pivot. */
__kernel void fan2(__global const float *m, __global float *a, __global float *b, const int size, const int t)
{
  __requires(size >= 2 && size <= 256 && t >= 0 && t < size - 1);
  int x = get_global_id(0), y = get_global_id(1);
  if (x < size - 1 - t && y < size - t) {
    a[size * (x + 1 + t) + (y + t)] -= m[size * (x + 1 + t) + t] * a[size * t + (y + t)];
    if (y == 0)
      b[x + 1 + t] -= m[size * (x + 1 + t) + (y + t)] * b[t];
  }
}
