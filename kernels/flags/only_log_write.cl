//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=1 --only-log
//this assertion might not hold
/* --only-log: the write is logged, so __write(A) may hold after it. */
__kernel void foo(__local int *A) {
  A[get_local_id(0)] = get_local_id(0);
  __assert(!__write(A));
}
