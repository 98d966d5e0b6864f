//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//write-read race on buf
/* Neighbour exchange through __global memory across barrier(CLK_LOCAL_MEM_FENCE): the fence does not cover buf. */
__kernel void fence_flag(__global int *buf, __global int *out) {
  size_t lid = get_local_id(0);
  size_t base = get_group_id(0) * get_local_size(0);
  buf[base + lid] = (int)lid;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[base + lid] = buf[base + (lid + 1) % get_local_size(0)]; // want "write-read race on buf"
}
