//xfail:NOT_ALL_VERIFIED
//--local_size=[32,4] --num_groups=[16,128]
//race on sh_A0
/* parboil_stencil_ok.cl without the barrier that ends each plane: a work item stores the next plane into sh_A0 while its neighbours may still be reading the current one. */
#define Index3D(nx, ny, i, j, k) ((i) + (nx) * ((j) + (ny) * (k)))
__kernel void stencil_reg_tiling(const float c0, const float c1, __global const float *A0, __global float *Anext, const int nx, const int ny, const int nz)
{
  __requires(nx == 512 && ny == 512 && nz == 64);
  __local float sh_A0[(32 + 2) * (4 + 2)];
  int i = get_global_id(0), j = get_global_id(1);
  int tx = get_local_id(0) + 1, ty = get_local_id(1) + 1;
  int sx = get_local_size(0), sy = get_local_size(1);
  int dimx = sx + 2;
  float bottom = A0[Index3D(nx, ny, i, j, 0)];
  float current = A0[Index3D(nx, ny, i, j, 1)];
  for (int k = 1; k < nz - 1; k++) {
    sh_A0[tx + dimx * ty] = current;
    if (tx == 1)
      sh_A0[dimx * ty] = (i > 0) ? A0[Index3D(nx, ny, i - 1, j, k)] : 0.0f;
    if (tx == sx)
      sh_A0[sx + 1 + dimx * ty] = (i < nx - 1) ? A0[Index3D(nx, ny, i + 1, j, k)] : 0.0f;
    if (ty == 1)
      sh_A0[tx] = (j > 0) ? A0[Index3D(nx, ny, i, j - 1, k)] : 0.0f;
    if (ty == sy)
      sh_A0[tx + dimx * (sy + 1)] = (j < ny - 1) ? A0[Index3D(nx, ny, i, j + 1, k)] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    float top = A0[Index3D(nx, ny, i, j, k + 1)];
    if (i > 0 && i < nx - 1 && j > 0 && j < ny - 1)
      Anext[Index3D(nx, ny, i, j, k)] = (top + bottom + sh_A0[tx - 1 + dimx * ty] + sh_A0[tx + 1 + dimx * ty] + sh_A0[tx + dimx * (ty - 1)] + sh_A0[tx + dimx * (ty + 1)]) * c1 - current * c0;
    bottom = current;
    current = top;
  }
}
