// Each work item clamps its own cell: the value it reads decides the
// branch, so A's contents are modelled and benign-race tolerance logs them.
__kernel void clamp(__global int *A, __global int *B) {
  int gid = get_global_id(0);
  int v = A[gid];
  if (v < 0)
    A[gid] = 0;
}
