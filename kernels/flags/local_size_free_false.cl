//xfail:NOT_ALL_VERIFIED
//--local_size=* --global_size=1024
//local_size_free_false.cl:10:3:[\s]+error:[\s]+this assertion might not hold
/* Twin of local_size_free.cl: a divisor of 1024 need not be 64 or less
   (1024 itself is one). */

kernel void foo(global int *A) {
  __assert(1024 % get_local_size(0) == 0);
  // Not implied: the local size may be 128, ..., 1024.
  __assert(get_local_size(0) <= 64);
  A[get_global_id(0)] = 0;
}
