//pass
//--local_size=16 --num_groups=16 --no-infer
/* GPUVerify's misc12 and more: a loop bounded by the group id runs alike in the work items of one group. That is static uniformity, not inference, so it holds under --no-infer: the barrier in the loop is reached uniformly, and after the loop both work items of a group write the same i to their group's cell (a benign race). Twins: group_loop_divergent_racy.cl, group_loop_intergroup_racy.cl. */
__kernel void foo(__global int *out) {
  int i;
  for (i = 0; i < get_group_id(0); i++) {
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_group_id(0)] = i;
}
