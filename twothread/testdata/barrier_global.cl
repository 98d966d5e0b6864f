// A barrier with a global fence orders global memory within a group.
__kernel void barrier_global(__global int *a) {
  size_t gid = get_global_id(0);
  a[gid] = 1;
  barrier(CLK_GLOBAL_MEM_FENCE);
  if (get_local_id(0) > 0)
    a[gid - 1] += 1;
}
