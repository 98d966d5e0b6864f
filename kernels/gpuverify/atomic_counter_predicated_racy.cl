//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//write-write race on out
/* Only the values atomics return are distinct: a work item that skips the atomic and uses a fixed slot may collide with one that took that slot (GPUVerify's refined_atomic_abstraction/predication). */
__kernel void compact(__global int *out, __global unsigned *count) {
  unsigned slot = 12;
  if (get_global_id(0) != 13) {
    slot = atomic_inc(count);
  }
  out[slot] = get_global_id(0); // want "write-write race on out"
}
