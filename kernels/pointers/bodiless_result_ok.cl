//pass
//--local_size=64 --num_groups=4
/* Twin of bodiless_result_null: the kernel tests the returned pointer against null before reading through it. The callee only sees private memory, so nothing races. */
int *pick(int *xs, int n);

__kernel void pick_one(__global int *out) {
  int xs[4] = {1, 2, 3, 4};
  size_t i = get_global_id(0);
  int *p = pick(xs, 4);
  out[i] = p != 0 ? p[0] : -1;
}
