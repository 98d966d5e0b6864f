//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//write-write race on status
/* Twin of benign_loop_ok.cl: the status word gets the iteration count, which two work items may be at different values of (they are in different groups, unordered). */
__kernel void clear_status(__global int *status, __global int *out, int n, __global int *m) {
  for (int i = 0; i < m[get_global_id(0)]; i++) {
    status[0] = i; // want "write-write race on status"
    out[get_global_id(0)] = i;
  }
}
