//xfail:NOT_ALL_VERIFIED
//--local_size=4 --num_groups=2 --boogie-file=${KERNEL_DIR}/boogie_file_axioms.bpl --no-inline
//boogie_file_not_implied.cl:12:3:[\s]+error:[\s]+this assertion might not hold
/* Twin of boogie_file_axioms.cl: the axioms say 0 is an identity of A,
   not that A is addition; A(x, 1) == x + 1 does not follow. */

DECLARE_UF_BINARY(A, unsigned, unsigned, unsigned);

__kernel void foo(__global unsigned *out, unsigned x, unsigned y) {
  __assert(A(0, x) == x);
  // Not implied by the axioms.
  __assert(A(x, 1) == x + 1);
  out[get_global_id(0)] = A(x, y);
}
