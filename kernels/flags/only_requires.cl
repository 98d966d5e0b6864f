//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --only-requires
//assertion|precondition
/* --only-requires keeps preconditions: the call breaks the helper's __requires. */
int halve(int x) {
  __requires(x > 0);
  return x / 2;
}
__kernel void foo(__global int *A) {
  A[get_global_id(0)] = halve(0);
}
