//pass
//--local_size=32 --num_groups=8
/* PPCG's ADI back substitution in small: each work item owns column i of v (a 300x300 buffer flattened by hand, its pitch n pinned), sets its first and last row, v[i] and v[(n - 1) * n + i], then fills the rows between from the bottom up, v[r * n + i] from v[(r + 1) * n + i]. The log of v is pitched by 300; the first row's access has no multiple of the pitch (row 0) and the last row's a product of constants ((n - 1) * n, n pinned): both split, so the log's column is the work item's own in every access (dim-residue), and the work items' columns tell them apart. */
__kernel void backsub(__global float *v, __global const float *p, long n)
{
  __requires(n == 300);
  long i = get_global_id(0);
  if (i < n) {
    v[i] = 1.0f;
    v[(n - 1) * n + i] = 1.0f;
    for (long r = n - 2; r >= 1; r -= 1)
      v[r * n + i] = p[r * n + i] * v[(r + 1) * n + i];
  }
}
