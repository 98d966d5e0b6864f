//pass
//--local_size=16 --num_groups=1 --only-log --no-inline
/* --only-log with a procedure (--no-inline): the check that no access is logged before the call is a race check too, left out. */
void put(__local int *A) {
  A[get_local_id(0)] = 1;
}
__kernel void foo(__local int *A) {
  A[0] = get_local_id(0);
  put(A);
}
