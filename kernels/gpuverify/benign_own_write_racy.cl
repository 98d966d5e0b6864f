//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --equality-abstraction
//write-read race on A
/* Twin of benign_own_write_ok.cl: work item 0 alone writes, the others read without a barrier: they may read the old value. */
__kernel void broadcast(__local int *A, int v, __global int *out) {
  if (get_local_id(0) == 0) {
    A[0] = v;
  }
  out[get_global_id(0)] = A[0]; // want "write-read race on A"
}
