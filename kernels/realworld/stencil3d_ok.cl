//pass
//--local_size=[8,8,4] --num_groups=[2,2,4]
/* Seven-point 3-D stencil (Parboil stencil style) on a 3-D launch, out of place: interior points read their six neighbours from the input volume and write the output volume; border points copy. */
__kernel void stencil3d(__global const float *A0, __global float *Anext, float c0, float c1) {
  int nx = get_global_size(0), ny = get_global_size(1), nz = get_global_size(2);
  int i = get_global_id(0), j = get_global_id(1), k = get_global_id(2);
#define IDX(a, b, c) (((c) * ny + (b)) * nx + (a))
  if (i > 0 && j > 0 && k > 0 && i < nx - 1 && j < ny - 1 && k < nz - 1)
    Anext[IDX(i, j, k)] = c1 * (A0[IDX(i, j, k + 1)] + A0[IDX(i, j, k - 1)] + A0[IDX(i, j + 1, k)] + A0[IDX(i, j - 1, k)] + A0[IDX(i + 1, j, k)] + A0[IDX(i - 1, j, k)]) - c0 * A0[IDX(i, j, k)];
  else
    Anext[IDX(i, j, k)] = A0[IDX(i, j, k)];
}
