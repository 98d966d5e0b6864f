//xfail:NOT_ALL_VERIFIED
//--local_size=[16,16] --num_groups=[4,4]
//write-write race on t
/* stencil2d_ok.cl with the bottom halo loaded by the top row of work items at row B instead of B + 1 (off by one): it overwrites the last row of the block. */
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
  if (ly == 0)
    t[B][lx + 1] = y + B < h ? in[(y + B) * w + x] : 0.0f; // want "write-write race on t"
  barrier(CLK_LOCAL_MEM_FENCE);
  float v = c0 * t[ly + 1][lx + 1] + c1 * (t[ly][lx + 1] + t[ly + 2][lx + 1] + t[ly + 1][lx] + t[ly + 1][lx + 2]);
  out[y * w + x] = v;
}
