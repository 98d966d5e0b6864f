//xfail:NOT_ALL_VERIFIED
//--local_size=2 --num_groups=2
//assertion
/* Twin of signed_lower_bound_ok.cl asserting i > start, false on the first iteration. */
kernel void lower_bound(__global int *out, int x) {
  int start = max(0, -32 * x);
  for (int i = start; i < 100; i++) {
    __assert(i > start);
    out[get_global_id(0)] = i;
  }
}
