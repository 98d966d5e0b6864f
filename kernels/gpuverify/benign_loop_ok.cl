//pass
//--local_size=64 --num_groups=8
/* Benign race in a loop: every work item clears the same status word on every iteration. The write log records the value written; the benign-value candidate says it is 0 at the loop head. */
__kernel void clear_status(__global int *status, __global int *out, int n) {
  for (int i = 0; i < n; i++) {
    status[0] = 0;
    out[get_global_id(0)] = i;
  }
}
