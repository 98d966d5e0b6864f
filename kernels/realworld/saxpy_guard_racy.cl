//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//race on y
/* saxpy_guard_ok.cl without the if (gid < n) guard, relying on the clamp: the work items past n all update y[n - 1]. */
__kernel void saxpy(__global float *y, __global const float *x, float a, int n) {
  int gid = get_global_id(0);
  int i = min(gid, n - 1);
  y[i] = fma(a, x[i], y[i]); // want "race on y"
}
