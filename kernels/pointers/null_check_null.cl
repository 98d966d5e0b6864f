//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible null pointer access for work item
/* Twin of null_check_ok: the null check is missing. */
__kernel void null_check(__global int *out, __global int *extra, int want) {
  __global int *e = want ? extra : 0;
  size_t i = get_global_id(0);
  out[i] = (int)i;
  e[i] = 2 * (int)i; // want "possible null pointer access"
}
