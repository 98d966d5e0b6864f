//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//write-read race on s
/* jacobi_local_ok.cl without the barrier after the write: the next sweep reads neighbours that may not have been updated yet. */
#define LS 64
#define ITERS 16
__kernel void jacobi1d(__global float *u, __global const float *f, float h2) {
  __local float s[LS + 2];
  int lid = get_local_id(0);
  int gid = get_global_id(0);
  s[lid + 1] = u[gid];
  if (lid == 0) {
    s[0] = 0.0f;
    s[LS + 1] = 0.0f;
  }
  float rhs = h2 * f[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int it = 0; it < ITERS; it++) {
    float v = 0.5f * (s[lid] + s[lid + 2] + rhs); // want "write-read race on s"
    barrier(CLK_LOCAL_MEM_FENCE);
    s[lid + 1] = v;
  }
  u[gid] = s[lid + 1];
}
