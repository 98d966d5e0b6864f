//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=16 --no-infer
//write-write race on out
/* Twin of group_loop_ok.cl: every group writes its count of iterations to out[0]; two work items of one group agree on it (benign), two of different groups do not. */
__kernel void foo(__global int *out) {
  int i;
  for (i = 0; i < get_group_id(0); i++) {
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[0] = i;
}
