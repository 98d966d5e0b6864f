//pass
//--local_size=16 --num_groups=16
/* A barrier under a branch on the group's own __local memory, then a loop with a barrier (GPUVerify's barrier_intervals/test4). When the two work items are in different groups one may pass that barrier and the other not, so the read of p[0] may stay in the log at the loop head; within one group both passed it (group-no-access), and races on __local memory are only between work items of one group. */
__kernel void k(__local int *p) {
  p[get_local_id(0)] = get_local_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (p[0] == 22) {
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int i = 0; i < 100; i++) {
      p[get_local_id(0)] = get_local_id(0) + 1;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
}
