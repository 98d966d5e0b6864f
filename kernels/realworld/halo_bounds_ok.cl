//pass
//--local_size=64 --num_groups=8 --check-array-bounds
/* 1-D three-point smoothing through a __local tile with a one-element halo on each side, checked for in-bounds __local accesses with --check-array-bounds. */
#define LS 64
__kernel void smooth3(__global const float *in, __global float *out) {
  __local float t[LS + 2];
  int lid = get_local_id(0);
  int gid = get_global_id(0);
  int n = get_global_size(0);
  t[lid + 1] = in[gid];
  if (lid == 0) {
    t[0] = gid > 0 ? in[gid - 1] : 0.0f;
    t[LS + 1] = gid + LS < n ? in[gid + LS] : 0.0f;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[gid] = (t[lid] + t[lid + 1] + t[lid + 2]) / 3.0f;
}
