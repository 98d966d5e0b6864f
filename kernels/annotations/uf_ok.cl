//pass
//--local_size=64 --num_groups=2
/* A DECLARE_UF_BINARY function is a function: equal arguments give equal
   results, also in the other work item. */
DECLARE_UF_BINARY(A, unsigned, unsigned, unsigned);
DECLARE_UF_UNARY(neg, int, int);

__kernel void uf(__global unsigned *out, unsigned x, unsigned y) {
  unsigned z = A(x, y);
  __assert(z == A(x, y));
  __assert(__uniform_int(z));
  __assert(neg((int)x) == neg((int)x));
  out[get_global_id(0)] = z;
}
