//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=8
//race on t
/* rodinia_nw_ok.cl without the barrier after each step of the growing wavefront: a work item reads cells of the previous anti-diagonal that their work items may not have written yet. */
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
