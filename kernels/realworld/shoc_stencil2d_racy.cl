//xfail:NOT_ALL_VERIFIED
//--local_size=[64,1] --num_groups=[16,64]
//race on sh
/* shoc_stencil2d_ok.cl without the barrier between staging the tile and the update: a work item reads the columns of its neighbours and the halo before their work items have stored them. */
#define LROWS 8
#define LCOLS 64
#define SW (LCOLS + 2)
__kernel void stencil2d(__global const float *data, __global float *newData, const int pitch, const float wCenter, const float wCardinal, const float wDiagonal, __local float *sh)
{
  __requires(pitch == 16 * LCOLS + 2);
  int lc = get_local_id(0);
  int r0 = get_group_id(1) * LROWS, c0 = get_group_id(0) * LCOLS;
  for (int i = 0; i < LROWS + 2; i++)
    sh[i * SW + lc + 1] = data[(r0 + i) * pitch + c0 + lc + 1];
  if (lc == 0)
    for (int i = 0; i < LROWS + 2; i++)
      sh[i * SW] = data[(r0 + i) * pitch + c0];
  if (lc == LCOLS - 1)
    for (int i = 0; i < LROWS + 2; i++)
      sh[i * SW + LCOLS + 1] = data[(r0 + i) * pitch + c0 + LCOLS + 1];
  for (int i = 1; i <= LROWS; i++) {
    int c = i * SW + lc + 1;
    float centre = sh[c];
    float cardinal = sh[c - SW] + sh[c + SW] + sh[c - 1] + sh[c + 1];
    float diagonal = sh[c - SW - 1] + sh[c - SW + 1] + sh[c + SW - 1] + sh[c + SW + 1];
    newData[(r0 + i) * pitch + c0 + lc + 1] = wCenter * centre + wCardinal * cardinal + wDiagonal * diagonal;
  }
}
