//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//write-write race on out
/* Twin of requires.cl without the precondition: with stride 1, work item t's second write is t+1's first. */
__kernel void requires_stride(__global int *out, uint stride) {
  uint lid = get_local_id(0);
  out[lid * stride] = 1;
  out[lid * stride + 1] = 2;
}
