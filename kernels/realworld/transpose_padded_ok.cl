//pass
//--local_size=[16,16] --num_groups=[4,2]
/* Matrix transpose through a 16x17 __local tile (the padding column avoids bank conflicts, NVIDIA transposeCoalesced): read a tile row-wise, write it back transposed. */
#define TILE 16
__kernel void transpose(__global float *odata, __global const float *idata) {
  __local float tile[TILE][TILE + 1];
  int width = get_global_size(0), height = get_global_size(1);
  int lx = get_local_id(0), ly = get_local_id(1);
  int bx = get_group_id(0), by = get_group_id(1);
  tile[ly][lx] = idata[(by * TILE + ly) * width + bx * TILE + lx];
  barrier(CLK_LOCAL_MEM_FENCE);
  odata[(bx * TILE + ly) * height + by * TILE + lx] = tile[lx][ly];
}
