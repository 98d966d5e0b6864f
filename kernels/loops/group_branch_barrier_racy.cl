//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=16
//read-write race on p
/* The same kernel without the barrier before the loop: work item 0 of the group writes p[0], which the others have just read. */
__kernel void k(__local int *p) {
  p[get_local_id(0)] = get_local_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (p[0] == 22) {
    for (int i = 0; i < 100; i++) {
      p[get_local_id(0)] = get_local_id(0) + 1;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
}
