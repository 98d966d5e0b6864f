// A loop bounded by the group id, with a barrier (GPUVerify's misc12):
// uniform for two work items of one group, not for any two, so it gets
// checked {:group_uniform} invariants, without inference.
__kernel void loop_group(__global int *out) {
  int i;
  for (i = 0; i < get_group_id(0); i++) {
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_group_id(0)] = i;
}
