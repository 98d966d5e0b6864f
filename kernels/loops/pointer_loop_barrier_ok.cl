//pass
//--local_size=[16,4] --num_groups=[16,64]
/* A barrier in a do ... while loop whose condition compares pointers, as SHOC's sgemm walks a column of B: each work item's B starts at an offset of its own, steps 16 floats per iteration, and stops at its own Blast = B + k. The trip count is the same for all (k / 16); that needs counter-distance (B - B0 is the same in both work items), counter-init (B >= B0) and counter-guard on the stepped value (B <= Blast). */
__kernel void column_walk(__global const float *B, int ldb, int k, __global float *out)
{
  __requires(ldb == 1024 && k == 1024);
  __local float bs[16][17];
  int inx = get_local_id(0), iny = get_local_id(1);
  B += inx + (get_group_id(1) * 16 + iny) * ldb;
  const __global float *Blast = B + k;
  float sum = 0.0f;
  do {
    bs[inx][iny] = B[0];
    barrier(CLK_LOCAL_MEM_FENCE);
    sum += bs[iny][inx];
    B += 16;
    barrier(CLK_LOCAL_MEM_FENCE);
  } while (B < Blast);
  out[get_global_id(0) + get_global_id(1) * get_global_size(0)] = sum;
}
