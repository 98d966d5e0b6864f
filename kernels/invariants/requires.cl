//pass
//--local_size=64 --num_groups=1
/* #pragma bvgen requires: the kernel may assume its precondition (a stride between the group size and 4096), which makes the strided accesses disjoint. */
#pragma bvgen requires stride >= 64 && stride <= 4096
__kernel void requires_stride(__global int *out, uint stride) {
  uint lid = get_local_id(0);
  out[lid * stride] = 1;
  out[lid * stride + 1] = 2;
}
