// strict_ok.cl clamping its neighbour's cell: a write-read race on A.
__kernel void clamp(__global int *A, __global int *B) {
  int gid = get_global_id(0);
  int v = A[gid];
  if (v < 0)
    A[gid + 1] = 0;
}
