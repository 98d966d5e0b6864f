//pass
//--local_size=2 --num_groups=2
/* A signed counter starting at max(0, -32*x): i >= its start holds as a signed comparison (the guard i < 100 keeps i + 1 from wrapping), which the counter-init candidate now proposes for counters the loop compares signed. */
kernel void lower_bound(__global int *out, int x) {
  int start = max(0, -32 * x);
  for (int i = start; i < 100; i++) {
    __assert(i >= start);
    out[get_global_id(0)] = i;
  }
}
