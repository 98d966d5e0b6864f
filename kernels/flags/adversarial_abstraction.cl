//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --adversarial-abstraction
//barrier may be reached by non-uniform control flow|divergen
/* --adversarial-abstraction: every read of shared memory is arbitrary for each work item, so the branch on the shared value may diverge (equality_abstraction.cl without the flag's model). */
__kernel void foo(__global int *out) {
  __local int flag[1];
  if (get_local_id(0) == 0) {
    flag[0] = out[0];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  int f = flag[0];
  if (f > 0) {
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0) + 1] = f;
}
