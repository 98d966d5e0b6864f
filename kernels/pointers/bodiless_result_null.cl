//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible null pointer access for work item
/* A function without a body returns a pointer: bvgen takes it to be null or to point anywhere into the private array passed to it (docs/pointers.md, "Functions without a body"), so reading through it unchecked fails. Twin: bodiless_result_ok. */
int *pick(int *xs, int n);

__kernel void pick_one(__global int *out) {
  int xs[4] = {1, 2, 3, 4};
  size_t i = get_global_id(0);
  int *p = pick(xs, 4);
  out[i] = p[0]; // want "possible null pointer access"
}
