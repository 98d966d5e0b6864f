//xfail:NOT_ALL_VERIFIED
//--local_size=[16,16] --num_groups=[4,4]
//write-read race on tile
/* constant_gauss_table_ok.cl without the barrier after the tile is filled. */
#define B 16
#define TW (B + 2)
__constant float gauss[9] = {0.0625f, 0.125f, 0.0625f, 0.125f, 0.25f, 0.125f, 0.0625f, 0.125f, 0.0625f};
__kernel void gauss3x3(__global const float *in, __global float *out) {
  __local float tile[TW * TW];
  int w = get_global_size(0), h = get_global_size(1);
  int lx = get_local_id(0), ly = get_local_id(1);
  int ox = get_group_id(0) * B - 1, oy = get_group_id(1) * B - 1;
  for (int i = ly * B + lx; i < TW * TW; i += B * B)
    tile[i] = in[clamp(oy + i / TW, 0, h - 1) * w + clamp(ox + i % TW, 0, w - 1)];
  float s = 0.0f;
  for (int k = 0; k < 9; k++)
    s += gauss[k] * tile[(ly + k / 3) * TW + lx + k % 3]; // want "write-read race on tile"
  out[get_global_id(1) * w + get_global_id(0)] = s;
}
