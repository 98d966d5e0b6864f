//pass
//--local_size=64 --num_groups=1 --invariants-as-candidates
/* --invariants-as-candidates: the false invariant becomes a candidate that inference drops silently; the true one is kept and proves the assertion. */
__kernel void foo(__global int *A) {
  int i;
  for (i = 0; __invariant(i > 100), __invariant(i <= 5), i < 5; i++) {
  }
  __assert(i == 5);
  A[get_global_id(0)] = i;
}
