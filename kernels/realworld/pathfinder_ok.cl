//pass
//--local_size=64 --num_groups=8 -D ROWS=8
/* Pathfinder dynamic programming (Rodinia pathfinder): a block of 64 columns walks ROWS rows of a wall, each step taking the cheapest of the three cells above from one __local array and writing the next into the other (ping-pong by copy), barriers between the phases. */
#define LS 64
__kernel void dynproc(__global const int *wall, __global const int *src, __global int *dst, int cols) {
  __local int prev[LS];
  __local int result[LS];
  int tx = get_local_id(0);
  int xidx = get_global_id(0);
  prev[tx] = src[xidx];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = 0; i < ROWS; i++) {
    int left = tx > 0 ? prev[tx - 1] : prev[tx];
    int up = prev[tx];
    int right = tx < LS - 1 ? prev[tx + 1] : prev[tx];
    int shortest = min(left, min(up, right));
    result[tx] = shortest + wall[cols * i + xidx];
    barrier(CLK_LOCAL_MEM_FENCE);
    prev[tx] = result[tx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  dst[xidx] = prev[tx];
}
