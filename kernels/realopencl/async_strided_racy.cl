//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//write-write race on out
/* async_strided_ok writing back with stride 1 instead of the number of columns: group g writes out[g..g+63], which overlaps the next group's out[g+1..g+64]; copies of different groups are different operations and race. */
#define ROWS 64
__kernel void async_strided_racy(__global const int *in, __global int *out) {
  __local int col[ROWS];
  __local int rev[ROWS];
  size_t g = get_group_id(0), lid = get_local_id(0), cols = get_num_groups(0);
  event_t e = async_work_group_strided_copy(col, in + g, ROWS, cols, 0);
  wait_group_events(1, &e);
  barrier(CLK_LOCAL_MEM_FENCE);
  rev[lid] = col[ROWS - 1 - lid];
  barrier(CLK_LOCAL_MEM_FENCE);
  e = async_work_group_strided_copy(out + g, rev, ROWS, 1, 0); // want "write-write race on out"
  wait_group_events(1, &e);
}
