// Kernels an application launches several times with other scalar values
// (launches_family.json): scale is race-free for every n; stride races
// (two work items write one cell) when its step is 0, which no recorded
// launch passes, so each launch is proved at its own step.
__kernel void scale(__global float *x, int n, float a) {
  int i = get_global_id(0);
  if (i < n) x[i] = a * x[i];
}
__kernel void stride(__global int *out, int step) {
  out[get_global_id(0) * step] = get_global_id(0);
}
