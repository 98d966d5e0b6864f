// strict_ok.cl, and every work item sets the flag B[0] to 1: a race whose
// writes store the same value, which tolerance accepts.
__kernel void clamp(__global int *A, __global int *B) {
  int gid = get_global_id(0);
  int v = A[gid];
  if (v < 0)
    A[gid] = 0;
  B[0] = 1;
}
