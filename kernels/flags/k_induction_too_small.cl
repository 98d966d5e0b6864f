//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --no-infer --k-induction-depth=1
//loop invariant might not hold
/* The kernel of k_induction_ok.cl proved by 1-induction: a != 0 alone does not say b != 0, so the invariant is not 1-inductive and the kernel must not verify. */
__kernel void foo(__global int *out, int a, int b) {
  __requires(a != 0);
  __requires(b != 0);
  for (int i = 0; __invariant(a != 0), i < 100; i++) { // want "loop invariant might not hold"
    int t = a;
    a = b;
    b = t;
  }
  __assert(a != 0);
  out[get_global_id(0)] = a;
}
