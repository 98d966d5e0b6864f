//pass
//--local_size=16 --num_groups=1 --only-log
/* --only-log: accesses are logged but races not checked, so the race on A[0] is not reported; twin of only_log_write. */
__kernel void foo(__local int *A) {
  A[0] = get_local_id(0);
}
