//pass
//--local_size=4 --num_groups=2 --boogie-file=${KERNEL_DIR}/boogie_file_axioms.bpl --no-inline
//verified
//assuming .*the declarations and axioms of .*boogie_file_axioms.bpl \(--boogie-file
/* --boogie-file links the axioms of the uninterpreted function A: with
   commutativity and a left identity, A(x, 0) == x follows. Without the
   file (boogie_file_missing_axioms.cl) nothing does. */

DECLARE_UF_BINARY(A, unsigned, unsigned, unsigned);

__kernel void foo(__global unsigned *out, unsigned x, unsigned y) {
  __assert(A(x, y) == A(y, x));
  __assert(A(x, 0) == x);
  out[get_global_id(0)] = A(x, y);
}
