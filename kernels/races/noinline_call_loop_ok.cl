//pass
//--local_size=64 --num_groups=4 --no-inline
/* A helper checked on its own (--no-inline), called in a loop with the loop counter, and the kernel's own access of the same array after each call, with no barrier: the helper gets the precondition that both work items pass it the same counter (every call passes a uniform value), and the call checks and logs its access p[4 * get_global_id(0) + k]. */
void put(__global int *p, int k) { p[get_global_id(0) * 4 + k] = k; }

__kernel void foo(__global int *a) {
  for (int i = 0; i < 4; i++) {
    put(a, i);
    a[get_global_id(0) * 4 + i] += 1;
  }
}
