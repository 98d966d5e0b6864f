//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8 -D TILE=64 -D ITEMS=4
//race on partial
/* tiled_sum_define_ok.cl where the result is stored at the group index scaled by ITEMS / TILE (integer division: 0): every group writes partial[0]. */
__kernel void tiled_sum(__global const int *in, __global int *partial) {
  __local int acc[TILE];
  int lid = get_local_id(0);
  int base = get_group_id(0) * TILE * ITEMS;
  int s = 0;
  for (int k = 0; k < ITEMS; k++)
    s += in[base + k * TILE + lid];
  acc[lid] = s;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int stride = TILE / 2; stride > 0; stride /= 2) {
    if (lid < stride)
      acc[lid] += acc[lid + stride];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    partial[get_group_id(0) * ITEMS / TILE] = acc[0]; // want "race on partial"
}
