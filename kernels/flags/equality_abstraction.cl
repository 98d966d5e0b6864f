//pass
//--local_size=64 --num_groups=1 --equality-abstraction
/* --equality-abstraction: after the barrier both work items see the same shared value, so the branch on it is uniform and the barrier inside it is not divergent (bvgen's model without the flag too). */
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
