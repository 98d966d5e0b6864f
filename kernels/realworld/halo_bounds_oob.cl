//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8 --check-array-bounds
//bound|range
/* halo_bounds_ok.cl with the tile declared one element short (LS + 1, the right halo forgotten in the size): the halo store and the last reads fall outside it. */
#define LS 64
__kernel void smooth3(__global const float *in, __global float *out) {
  __local float t[LS + 1];
  int lid = get_local_id(0);
  int gid = get_global_id(0);
  int n = get_global_size(0);
  t[lid + 1] = in[gid];
  if (lid == 0) {
    t[0] = gid > 0 ? in[gid - 1] : 0.0f;
    t[LS + 1] = gid + LS < n ? in[gid + LS] : 0.0f; // want "out-of-bounds"
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[gid] = (t[lid] + t[lid + 1] + t[lid + 2]) / 3.0f; // want "out-of-bounds"
}
