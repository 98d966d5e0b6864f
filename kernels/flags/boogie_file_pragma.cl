/* A launch pragma's --boogie-file is relative to the kernel's folder: the
   axioms of A (commutativity, 0 a left identity) make both assertions
   hold, wherever bvgen runs from. */
#pragma bvgen launch --local_size=4 --num_groups=2 --boogie-file=boogie_file_axioms.bpl

DECLARE_UF_BINARY(A, unsigned, unsigned, unsigned);

__kernel void foo(__global unsigned *out, unsigned x, unsigned y) {
  __assert(A(x, y) == A(y, x));
  __assert(A(x, 0) == x);
  out[get_global_id(0)] = A(x, y);
}
