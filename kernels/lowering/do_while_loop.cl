//pass
//--local_size=64 --num_groups=4
/* do-while loop (body runs at least once) accessing A[tid]. */
__kernel void do_while_loop(__global int *A, int n) {
  size_t tid = get_global_id(0);
  int i = 0;
  do {
    A[tid] = A[tid] * 2 + i;
    i += 2;
  } while (i < n);
}
