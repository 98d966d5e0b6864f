//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=16 --debug
//Found 3 barrier interval\(s\) in \$debug_intervals_racy
//write-read race on p
/* --debug with straight-line code: entry, two barriers and exit delimit 3
   intervals (GPUVerify's barrier_intervals/test1); the race between the
   last two statements is still found. Twin of debug_intervals.cl. */

#define tid get_local_id(0)

__kernel void debug_intervals_racy(__local int *p) {
  p[tid] = tid;
  barrier(CLK_LOCAL_MEM_FENCE);
  p[tid] = tid;
  barrier(CLK_LOCAL_MEM_FENCE);
  p[tid] = tid;
  int x = p[(tid + 1) % 16]; // want "write-read race on p"
  p[tid] = x; // want "read-write race on p"
}
