//pass
//--local_size=32 --num_groups=32
/* GPUVerify's inference_tests/access_means_enabled without its annotations: loops whose bounds depend on the group, an update loop under a branch on the local id, a barrier ending each iteration. At the head of the update loop the logs hold only the work item's own cell (access-offset over the accesses that can reach the head: the write after the loops cannot) and only if the work item entered the loop (logged-enabled). */
kernel void foo() {
  local int A[32];
  A[get_local_id(0)] = 42;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int j = 0; j < get_group_id(0); j++) {
    for (int k = 0; k < get_group_id(0); k++) {
      if (j > get_local_id(0)) {
        for (int i = 0; i < get_group_id(0); i++) {
          A[get_local_id(0)] += 42;
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
  A[(get_local_id(0) + 1) % 32] = 1;
}
