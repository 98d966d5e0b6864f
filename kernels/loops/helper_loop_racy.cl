//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16 --no-inline
//race on a
/* The same helper reading its neighbour's element: a race between work items, inside the helper's loop. */
void bump(__global float *p) {
  for (int i = 0; i < 100; i++) {
    p[get_global_id(0)] = p[get_global_id(0) + 1] + 1.0f;
  }
}

__kernel void foo(__global float *a, __global float *b) {
  bump(a);
  bump(b);
}
