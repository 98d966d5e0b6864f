//pass
//--local_size=64 --num_groups=4
/* Math built-ins: sqrt, fabs, exp, mad on floats; min, max, abs, clamp on ints. */
__kernel void math_builtins(__global float *f, __global int *i, float k) {
  size_t gid = get_global_id(0);
  float x = f[gid];
  float y = sqrt(fabs(x)) + exp(-x);
  f[gid] = mad(y, k, x);
  int a = i[gid];
  int b = max(min(a, 100), -100);
  i[gid] = b + (int)abs(a) + clamp(a, 0, 7);
}
