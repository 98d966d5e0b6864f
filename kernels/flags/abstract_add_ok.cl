/* GPUVerify's abstract addition: __add(a, b) is __add_int(a, b), an
   uninterpreted function named __add_int in Boogie; the axiom of the
   --boogie-file makes it commutative. */
#pragma bvgen launch --local_size=4 --num_groups=2 --boogie-file=abstract_add_axioms.bpl

__kernel void foo(__global int *out, int a, int b) {
  __assert(__add(a, b) == __add_int(b, a));
  out[get_global_id(0)] = __add(a, b);
}
