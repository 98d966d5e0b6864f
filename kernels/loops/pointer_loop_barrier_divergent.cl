//xfail:NOT_ALL_VERIFIED
//--local_size=[16,4] --num_groups=[16,64]
//divergen|non-uniform
/* pointer_loop_barrier_ok with the end of the walk moved by the work item's column: Blast = B + k + 16 * inx, so work items with larger inx run more iterations and meet the barriers alone (barrier divergence). */
__kernel void column_walk(__global const float *B, int ldb, int k, __global float *out)
{
  __requires(ldb == 1024 && k == 1024);
  __local float bs[16][17];
  int inx = get_local_id(0), iny = get_local_id(1);
  B += inx + (get_group_id(1) * 16 + iny) * ldb;
  const __global float *Blast = B + k + 16 * inx;
  float sum = 0.0f;
  do {
    bs[inx][iny] = B[0];
    barrier(CLK_LOCAL_MEM_FENCE); // want "non-uniform control flow"
    sum += bs[iny][inx];
    B += 16;
    barrier(CLK_LOCAL_MEM_FENCE); // want "non-uniform control flow"
  } while (B < Blast);
  out[get_global_id(0) + get_global_id(1) * get_global_size(0)] = sum;
}
