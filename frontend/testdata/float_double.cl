//pass
//--local_size=64 --num_groups=4
/* float and double values (uninterpreted): arithmetic, comparisons, float<->double. */
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void float_double(__global float *f, __global double *d, float scale, double bias) {
  size_t gid = get_global_id(0);
  float a = f[gid];
  double b = d[gid];
  float c = a * scale + 1.0f;
  double e = b / 3.0 - bias;
  bool lt = c < a;
  double m = lt ? (double)c : e;
  f[gid] = (float)(m * (double)a) - c;
  d[gid] = (e == b) ? 0.0 : m + (double)scale;
}
