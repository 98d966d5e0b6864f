//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//write-write race on out
/* The counter is reset between two rounds: values of the second round repeat those of the first, and a slot of round one is written again in round two without a barrier on out's memory (only the local fence). */
__kernel void rounds(__global int *out, __local unsigned *count) {
  if (get_local_id(0) == 0) {
    count[0] = 0;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  unsigned a = atomic_inc(count);
  out[a] = 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0) {
    count[0] = 0;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  unsigned b = atomic_inc(count);
  out[b] = 2; // want "write-write race on out"
}
