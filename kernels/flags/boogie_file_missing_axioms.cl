//xfail:NOT_ALL_VERIFIED
//--local_size=4 --num_groups=2 --no-inline
//boogie_file_missing_axioms.cl:11:3:[\s]+error:[\s]+this assertion might not hold
/* Twin of boogie_file_axioms.cl without --boogie-file: A is uninterpreted,
   so A(x, y) == A(y, x) does not follow. */

DECLARE_UF_BINARY(A, unsigned, unsigned, unsigned);

__kernel void foo(__global unsigned *out, unsigned x, unsigned y) {
  // The assertion bvgen must not prove without the axioms.
  __assert(A(x, y) == A(y, x));
  out[get_global_id(0)] = A(x, y);
}
