//xfail:NOT_ALL_VERIFIED
//--local_size=[8,4,4] --num_groups=[2,2,2]
//race on brick
/* blur3d_local_ok.cl with the brick indexed [lz][lx][ly] in the store (x and y swapped): the 8x4 plane does not fit a 4x8 index, work items of one plane share cells. */
#define BX 8
#define BY 4
#define BZ 4
__kernel void blur3d(__global const float *vol, __global float *res) {
  __local float brick[BZ][BY][BX];
  int lx = get_local_id(0), ly = get_local_id(1), lz = get_local_id(2);
  int nx = get_global_size(0), ny = get_global_size(1);
  int idx = (get_global_id(2) * ny + get_global_id(1)) * nx + get_global_id(0);
  brick[lz][lx][ly] = vol[idx]; // want "race on brick"
  barrier(CLK_LOCAL_MEM_FENCE);
  float c = brick[lz][ly][lx];
  float xm = lx > 0 ? brick[lz][ly][lx - 1] : c;
  float xp = lx < BX - 1 ? brick[lz][ly][lx + 1] : c;
  float zm = lz > 0 ? brick[lz - 1][ly][lx] : c;
  float zp = lz < BZ - 1 ? brick[lz + 1][ly][lx] : c;
  res[idx] = (2.0f * c + xm + xp + zm + zp) / 6.0f;
}
