//pass
//--local_size=64 --num_groups=4
/* A function declared without a body (an external one) is modelled as GPUVerify does: each call returns an arbitrary value, per work item, and touches no memory; bvgen warns that it assumed so. Fences order a work item's own accesses and are no-ops for race checking. */
int scale(int);

__kernel void ext(__global int *out) {
  int g = get_global_id(0);
  out[g] = scale(g);
  mem_fence(CLK_GLOBAL_MEM_FENCE);
  read_mem_fence(CLK_GLOBAL_MEM_FENCE);
  write_mem_fence(CLK_GLOBAL_MEM_FENCE);
}
