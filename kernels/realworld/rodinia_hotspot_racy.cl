//xfail:NOT_ALL_VERIFIED
//--local_size=[16,16] --num_groups=[86,86]
//race on t_cur
/* rodinia_hotspot_ok.cl without the barrier after copying t_next back into t_cur: the next step reads neighbour cells of t_cur that their work items may still be overwriting. */
#define BS 16
#define IN_RANGE(v, lo, hi) ((v) >= (lo) && (v) <= (hi))
__kernel void hotspot(const int steps, __global const float *power, __global const float *temp_src, __global float *temp_dst, const int cols, const int rows, const int border_cols, const int border_rows, const float cap, const float rx, const float ry, const float rz, const float dt)
{
  __requires(steps == 2 && border_cols == 2 && border_rows == 2 && cols == 1024 && rows == 1024);
  __local float t_cur[BS][BS];
  __local float p_tile[BS][BS];
  __local float t_next[BS][BS];
  const float ambient = 80.0f;
  float k = dt / cap, gx = 1.0f / rx, gy = 1.0f / ry, gz = 1.0f / rz;
  int tx = get_local_id(0), ty = get_local_id(1);
  int inner = BS - 2 * steps;
  int y0 = inner * get_group_id(1) - border_rows;
  int x0 = inner * get_group_id(0) - border_cols;
  int gy_ = y0 + ty, gx_ = x0 + tx;
  int idx = cols * gy_ + gx_;
  if (IN_RANGE(gy_, 0, rows - 1) && IN_RANGE(gx_, 0, cols - 1)) {
    t_cur[ty][tx] = temp_src[idx];
    p_tile[ty][tx] = power[idx];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  int vy_lo = (y0 < 0) ? -y0 : 0;
  int vy_hi = (y0 + BS - 1 > rows - 1) ? BS - 1 - (y0 + BS - rows) : BS - 1;
  int vx_lo = (x0 < 0) ? -x0 : 0;
  int vx_hi = (x0 + BS - 1 > cols - 1) ? BS - 1 - (x0 + BS - cols) : BS - 1;
  int n = max(ty - 1, vy_lo), s = min(ty + 1, vy_hi);
  int w = max(tx - 1, vx_lo), e = min(tx + 1, vx_hi);
  bool done = false;
  for (int i = 0; i < steps; i++) {
    done = false;
    if (IN_RANGE(tx, i + 1, BS - i - 2) && IN_RANGE(ty, i + 1, BS - i - 2) && IN_RANGE(tx, vx_lo, vx_hi) && IN_RANGE(ty, vy_lo, vy_hi)) {
      done = true;
      float c = t_cur[ty][tx];
      t_next[ty][tx] = c + k * (p_tile[ty][tx] + (t_cur[s][tx] + t_cur[n][tx] - 2.0f * c) * gy + (t_cur[ty][e] + t_cur[ty][w] - 2.0f * c) * gx + (ambient - c) * gz);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (i == steps - 1)
      break;
    if (done)
      t_cur[ty][tx] = t_next[ty][tx];
  }
  if (done)
    temp_dst[idx] = t_next[ty][tx];
}
