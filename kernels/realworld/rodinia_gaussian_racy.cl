//xfail:NOT_ALL_VERIFIED
//--local_size=[16,16] --num_groups=[16,16]
//race on a
/* rodinia_gaussian_ok.cl with the row offset off by one (x + t instead of x + 1 + t): work items of row 0 update the pivot row t, which every other work item reads. */
__kernel void fan2(__global const float *m, __global float *a, __global float *b, const int size, const int t)
{
  __requires(size >= 2 && size <= 256 && t >= 0 && t < size - 1);
  int x = get_global_id(0), y = get_global_id(1);
  if (x < size - 1 - t && y < size - t) {
    a[size * (x + t) + (y + t)] -= m[size * (x + t) + t] * a[size * t + (y + t)];
    if (y == 0)
      b[x + 1 + t] -= m[size * (x + 1 + t) + (y + t)] * b[t];
  }
}
