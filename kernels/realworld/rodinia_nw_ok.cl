//pass
//--local_size=16 --num_groups=8
/* Rodinia-style Needleman-Wunsch, the upper-left sweep for the eighth anti-diagonal of 16x16 blocks (8 groups, one block each, on a 257-column score matrix): each group stages its block of the reference matrix and the north and west boundaries of the score matrix (cells of blocks on the previous anti-diagonal, not written by this launch) in __local memory, then fills the block wavefront by wavefront (an anti-diagonal per step, work items tx <= m active) with a barrier after each step, in two loops (growing and shrinking diagonals), and writes its block back. */
#define BS 16
int max3(int a, int b, int c)
{
  int k = a > b ? a : b;
  return k > c ? k : c;
}
__kernel void nw_upper_left(__global const int *reference, __global int *score, const int cols, const int penalty, const int blk)
{
  __requires(cols == 16 * BS + 1 && blk == 8);
  __local int t[BS + 1][BS + 1];
  __local int r[BS][BS];
  int bx = get_group_id(0), tx = get_local_id(0);
  int bxi = bx, byi = blk - 1 - bx;
  int base = cols * BS * byi + BS * bxi;
  int idx = base + tx + cols + 1;
  int idx_n = base + tx + 1;
  int idx_w = base + cols;
  if (tx == 0)
    t[0][0] = score[base];
  for (int ty = 0; ty < BS; ty++)
    r[ty][tx] = reference[idx + cols * ty];
  barrier(CLK_LOCAL_MEM_FENCE);
  t[tx + 1][0] = score[idx_w + cols * tx];
  barrier(CLK_LOCAL_MEM_FENCE);
  t[0][tx + 1] = score[idx_n];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int m = 0; m < BS; m++) {
    if (tx <= m) {
      int x = tx + 1, y = m - tx + 1;
      t[y][x] = max3(t[y - 1][x - 1] + r[y - 1][x - 1], t[y][x - 1] - penalty, t[y - 1][x] - penalty);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int m = BS - 2; m >= 0; m--) {
    if (tx <= m) {
      int x = tx + BS - m, y = BS - tx;
      t[y][x] = max3(t[y - 1][x - 1] + r[y - 1][x - 1], t[y][x - 1] - penalty, t[y - 1][x] - penalty);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int ty = 0; ty < BS; ty++)
    score[idx + ty * cols] = t[ty + 1][tx + 1];
}
