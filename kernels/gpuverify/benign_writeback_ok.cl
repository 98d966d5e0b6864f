//pass
//--local_size=64 --num_groups=1 --equality-abstraction
/* Read-write race whose write stores back the value read: every work item reads the shared maximum and writes it back unchanged, so a reader sees the same value before and after any write. */
__kernel void touch(__local int *best, __global int *out) {
  int b = best[0];
  best[0] = b;
  out[get_global_id(0)] = b;
}
