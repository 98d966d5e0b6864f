//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//assertion
/* Nothing says the uninterpreted A is commutative. */
DECLARE_UF_BINARY(A, unsigned, unsigned, unsigned);

__kernel void uf(__global unsigned *out, unsigned x, unsigned y) {
  __assert(A(x, y) == A(y, x)); // want "assertion might not hold"
  out[get_global_id(0)] = A(x, y);
}
