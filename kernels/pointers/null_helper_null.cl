//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible null pointer access for work item
/* Twin of null_helper_ok: the helper does not check its pointer. */
void bump(__global int *p, size_t i) {
  p[i] += 1; // want "possible null pointer access"
}

__kernel void null_helper(__global int *a, int use) {
  bump(use ? a : 0, get_global_id(0));
}
