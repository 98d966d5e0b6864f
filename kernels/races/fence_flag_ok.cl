//pass
//--local_size=64 --num_groups=4
/* Twin of fence_flag_racy: barrier(CLK_GLOBAL_MEM_FENCE) orders the __global exchange within the group. */
__kernel void fence_flag(__global int *buf, __global int *out) {
  size_t lid = get_local_id(0);
  size_t base = get_group_id(0) * get_local_size(0);
  buf[base + lid] = (int)lid;
  barrier(CLK_GLOBAL_MEM_FENCE);
  out[base + lid] = buf[base + (lid + 1) % get_local_size(0)];
}
