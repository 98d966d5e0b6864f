//pass
//--local_size=64 --num_groups=8
/* saxpy over n elements with a launch rounded up to the group size: work items past n must do nothing, hence the guard. */
__kernel void saxpy(__global float *y, __global const float *x, float a, int n) {
  int gid = get_global_id(0);
  if (gid < n) {
    int i = min(gid, n - 1);
    y[i] = fma(a, x[i], y[i]);
  }
}
