//pass
//--local_size=16 --num_groups=16 --debug
//Found 2 barrier interval\(s\) in \$debug_intervals
/* --debug prints GPUVerify's barrier intervals (GPUVerify's
   barrier_intervals/test3): entry to exit, and the two barriers of the first
   loop's body; the barriers of the second loop are under a condition on
   shared memory (not uniform) and delimit nothing. Twin:
   debug_intervals_racy.cl. */

#define tid get_local_id(0)

void barrier_wrapper() {
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
}

__kernel void debug_intervals(__local int *p) {
  for (int i = 0; i < 100; i++) {
    barrier_wrapper();
    p[tid] = tid;
    barrier_wrapper();
  }
  if (p[0] == 22) {
    for (int i = 0; i < 100; i++) {
      barrier_wrapper();
      p[tid] = tid;
      barrier_wrapper();
    }
  }
}
