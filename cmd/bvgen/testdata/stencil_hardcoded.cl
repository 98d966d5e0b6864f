#pragma bvgen launch --local_size=128 --num_groups=4
/* Issue 34: a stencil written for a local size of 64 (LS) launched with 128: work items 0 and 65 both write buf[66]. n is huge in the counterexample, but bounding it leaves the race, so no bound is suggested. */
#define LS 64
__kernel void stencil(__global const float *in, __global float *out, int n) {
  __local float buf[LS + 2 + 64];
  int lid = get_local_id(0);
  int gid = get_global_id(0);
  buf[lid + 1] = in[gid];
  if (lid < 2) buf[lid + LS + 2] = gid + LS < n ? in[gid + LS] : 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (gid < n)
    out[gid] = (buf[lid] + buf[lid + 1] + buf[lid + 2]) / 3.0f;
}
