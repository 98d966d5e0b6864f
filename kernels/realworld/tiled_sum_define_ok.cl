//pass
//--local_size=64 --num_groups=8 -D TILE=64 -D ITEMS=4
/* Block sums with tile sizes given on the command line (-D TILE, -D ITEMS, as host code passes build options): each work item adds ITEMS strided inputs into a TILE-element __local array, then a tree reduction. */
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
    partial[get_group_id(0)] = acc[0];
}
