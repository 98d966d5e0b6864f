//xfail:NOT_ALL_VERIFIED
//--local_size=4 --num_groups=2
/* The twin of abstract_add_ok.cl without the axioms: abstract addition is
   uninterpreted, so nothing says it is commutative. */

__kernel void foo(__global int *out, int a, int b) {
  __assert(__add(a, b) == __add_int(b, a)); // want "this assertion might not hold"
  out[get_global_id(0)] = __add(a, b);
}
