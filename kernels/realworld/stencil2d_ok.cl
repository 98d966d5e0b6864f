//pass
//--local_size=[16,16] --num_groups=[4,4]
/* Five-point 2-D stencil (SHOC Stencil2D style) out of place: the 16x16 block and a one-cell halo on each side are staged in __local memory, the border work items load the halo, interior points get c0*centre + c1*(sum of the four neighbours). */
#define B 16
__kernel void stencil2d(__global const float *in, __global float *out, float c0, float c1) {
  __local float t[B + 2][B + 2];
  int w = get_global_size(0), h = get_global_size(1);
  int lx = get_local_id(0), ly = get_local_id(1);
  int x = get_global_id(0), y = get_global_id(1);
  t[ly + 1][lx + 1] = in[y * w + x];
  if (lx == 0)
    t[ly + 1][0] = x > 0 ? in[y * w + x - 1] : 0.0f;
  if (lx == B - 1)
    t[ly + 1][B + 1] = x + 1 < w ? in[y * w + x + 1] : 0.0f;
  if (ly == 0)
    t[0][lx + 1] = y > 0 ? in[(y - 1) * w + x] : 0.0f;
  if (ly == B - 1)
    t[B + 1][lx + 1] = y + 1 < h ? in[(y + 1) * w + x] : 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  float v = c0 * t[ly + 1][lx + 1] + c1 * (t[ly][lx + 1] + t[ly + 2][lx + 1] + t[ly + 1][lx] + t[ly + 1][lx + 2]);
  out[y * w + x] = v;
}
