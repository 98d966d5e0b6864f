//xfail:NOT_ALL_VERIFIED
//--local_size=[16,16] --num_groups=[4,2]
//write-read race on tile
/* transpose_padded_ok.cl without the barrier: a work item reads the transposed cell before its owner has written it. */
#define TILE 16
__kernel void transpose(__global float *odata, __global const float *idata) {
  __local float tile[TILE][TILE + 1];
  int width = get_global_size(0), height = get_global_size(1);
  int lx = get_local_id(0), ly = get_local_id(1);
  int bx = get_group_id(0), by = get_group_id(1);
  tile[ly][lx] = idata[(by * TILE + ly) * width + bx * TILE + lx];
  odata[(bx * TILE + ly) * height + by * TILE + lx] = tile[lx][ly]; // want "write-read race on tile"
}
