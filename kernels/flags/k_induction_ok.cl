//pass
//--local_size=64 --num_groups=4 --no-infer --k-induction-depth=2
/* --k-induction-depth=2: a != 0 is not preserved by one swap of a and b (b may be 0), but two iterations that keep a != 0 (so b != 0 too) bring back the same a: the invariant is 2-inductive. Twin: k_induction_too_small.cl. */
__kernel void foo(__global int *out, int a, int b) {
  __requires(a != 0);
  __requires(b != 0);
  for (int i = 0; __invariant(a != 0), i < 100; i++) {
    int t = a;
    a = b;
    b = t;
  }
  __assert(a != 0);
  out[get_global_id(0)] = a;
}
