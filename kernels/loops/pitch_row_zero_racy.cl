//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=8
//race on v
/* pitch_row_zero_ok.cl with the first row written one column to the right, v[i + 1]: work item i writes the first-row cell of work item i + 1's column, which that work item writes too. */
__kernel void backsub(__global float *v, __global const float *p, long n)
{
  __requires(n == 300);
  long i = get_global_id(0);
  if (i < n) {
    v[i + 1] = 1.0f;
    v[(n - 1) * n + i] = 1.0f;
    for (long r = n - 2; r >= 1; r -= 1)
      v[r * n + i] = p[r * n + i] * v[(r + 1) * n + i];
  }
}
