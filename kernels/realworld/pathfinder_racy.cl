//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8 -D ROWS=8
//race on prev
/* pathfinder_ok.cl without the barrier after the copy back into prev: the next row reads a neighbour's cell while it is being copied. */
#define LS 64
__kernel void dynproc(__global const int *wall, __global const int *src, __global int *dst, int cols) {
  __local int prev[LS];
  __local int result[LS];
  int tx = get_local_id(0);
  int xidx = get_global_id(0);
  prev[tx] = src[xidx];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = 0; i < ROWS; i++) {
    int left = tx > 0 ? prev[tx - 1] : prev[tx]; // want "race on prev"
    int up = prev[tx];
    int right = tx < LS - 1 ? prev[tx + 1] : prev[tx]; // want "race on prev"
    int shortest = min(left, min(up, right));
    result[tx] = shortest + wall[cols * i + xidx];
    barrier(CLK_LOCAL_MEM_FENCE);
    prev[tx] = result[tx];
  }
  dst[xidx] = prev[tx];
}
