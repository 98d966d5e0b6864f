//pass
//--local_size=64 --num_groups=4
/* An optional output buffer: null when the caller does not want it, checked before use. */
__kernel void null_check(__global int *out, __global int *extra, int want) {
  __global int *e = want ? extra : 0;
  size_t i = get_global_id(0);
  out[i] = (int)i;
  if (e != 0)
    e[i] = 2 * (int)i;
}
