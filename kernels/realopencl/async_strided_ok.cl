//pass
//--local_size=64 --num_groups=8
/* Transpose-like gather and scatter with async_work_group_strided_copy: group g copies column g of a 64 x 8 row-major matrix (stride 8) into __local, each work item reverses it into a second tile, and the group writes the tile back to column g of the output, again with stride 8. Columns are disjoint between groups. */
#define ROWS 64
__kernel void async_strided_ok(__global const int *in, __global int *out) {
  __local int col[ROWS];
  __local int rev[ROWS];
  size_t g = get_group_id(0), lid = get_local_id(0), cols = get_num_groups(0);
  event_t e = async_work_group_strided_copy(col, in + g, ROWS, cols, 0);
  wait_group_events(1, &e);
  barrier(CLK_LOCAL_MEM_FENCE);
  rev[lid] = col[ROWS - 1 - lid];
  barrier(CLK_LOCAL_MEM_FENCE);
  e = async_work_group_strided_copy(out + g, rev, ROWS, cols, 0);
  wait_group_events(1, &e);
}
