//pass
//--local_size=64 --num_groups=1 --only-requires
/* --only-requires drops loop invariants (and keeps contracts): the false invariant is ignored. */
__kernel void foo(__global int *A) {
  int i;
  for (i = 0; __invariant(i > 100), i < 5; i++) {
  }
  A[get_global_id(0)] = i;
}
