//pass
//--local_size=128 --num_groups=8
/* Last phase of a multi-block scan (CUDPP/AMD ScanLargeArrays uniformAdd): the scanned sum of the preceding blocks is read once into __local memory by work item 0 and added to the two elements each work item owns. */
#define LS 128
__kernel void uniform_add(__global float *data, __global const float *blockSums) {
  __local float uni;
  int lid = get_local_id(0);
  int bid = get_group_id(0);
  if (lid == 0)
    uni = blockSums[bid];
  barrier(CLK_LOCAL_MEM_FENCE);
  int base = bid * 2 * LS;
  data[base + lid] += uni;
  data[base + lid + LS] += uni;
}
