//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=8
//write-read race on uni
/* uniform_add_ok.cl without the barrier: the other work items read uni before work item 0 has stored it. */
#define LS 128
__kernel void uniform_add(__global float *data, __global const float *blockSums) {
  __local float uni;
  int lid = get_local_id(0);
  int bid = get_group_id(0);
  if (lid == 0)
    uni = blockSums[bid];
  int base = bid * 2 * LS;
  data[base + lid] += uni; // want "write-read race on uni"
  data[base + lid + LS] += uni; // want "write-read race on uni"
}
