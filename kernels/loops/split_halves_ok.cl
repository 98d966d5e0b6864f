//pass
//--local_size=32 --num_groups=8
/* A group split in two halves by a branch on the local id, as Rodinia's LU perimeter kernel stages its diagonal block: the first 16 work items write rows 0 to 7 of a 16x16 __local block, the other 16 rows 8 to 15, each its own column, and after a barrier every work item solves its own row, reading it three times. Needs the guarded spans (rows 0..7 where tx < 16) and the log's flow from one side of the branch to the other, which the two-thread program runs one after the other. */
#define BS 16
__kernel void halves(__global float *m, __local float *dia, __local float *rows)
{
  int tx = get_local_id(0);
  int base = get_group_id(0) * BS * BS;
  int idx;
  if (tx < BS) {
    idx = tx;
    for (int i = 0; i < BS / 2; i++)
      dia[i * BS + idx] = m[base + i * BS + idx];
  } else {
    idx = tx - BS;
    for (int i = BS / 2; i < BS; i++)
      dia[i * BS + idx] = m[base + i * BS + idx];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (tx >= BS) {
    idx = tx - BS;
    for (int i = 0; i < BS; i++) {
      rows[idx * BS + i] = dia[i * BS + idx];
      for (int j = 0; j < i; j++)
        rows[idx * BS + i] -= rows[idx * BS + j] * dia[j * BS + i];
      rows[idx * BS + i] /= dia[i * BS + i];
    }
  }
}
