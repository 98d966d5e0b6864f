//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --no-inline
//race
/* As noinline_call_loop_ok.cl, but the kernel updates a[4 * get_global_id(0) + i + 1]: at i = 3 work item x writes a[4 * (x + 1)], which work item x + 1 writes in the helper at i = 0. */
void put(__global int *p, int k) { p[get_global_id(0) * 4 + k] = k; }

__kernel void foo(__global int *a) {
  for (int i = 0; i < 4; i++) {
    put(a, i);
    a[get_global_id(0) * 4 + i + 1] += 1;
  }
}
