//xfail:NOT_ALL_VERIFIED
//--local_size=[8,8,4] --num_groups=[2,2,4]
//race on A0
/* stencil3d_ok.cl updated in place (the result written to A0): a point is overwritten while its neighbours still read it. */
__kernel void stencil3d(__global float *A0, __global float *Anext, float c0, float c1) {
  int nx = get_global_size(0), ny = get_global_size(1), nz = get_global_size(2);
  int i = get_global_id(0), j = get_global_id(1), k = get_global_id(2);
#define IDX(a, b, c) (((c) * ny + (b)) * nx + (a))
  if (i > 0 && j > 0 && k > 0 && i < nx - 1 && j < ny - 1 && k < nz - 1)
    A0[IDX(i, j, k)] = c1 * (A0[IDX(i, j, k + 1)] + A0[IDX(i, j, k - 1)] + A0[IDX(i, j + 1, k)] + A0[IDX(i, j - 1, k)] + A0[IDX(i + 1, j, k)] + A0[IDX(i - 1, j, k)]) - c0 * A0[IDX(i, j, k)]; // want "race on A0"
  else
    A0[IDX(i, j, k)] = A0[IDX(i, j, k)];
}
