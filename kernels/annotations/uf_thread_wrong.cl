//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//assertion
/* Of different arguments, the results may differ between work items. */
DECLARE_UF_UNARY(f, unsigned, unsigned);

__kernel void uf(__global unsigned *out) {
  __assert(__uniform_int(f((unsigned)get_local_id(0)))); // want "assertion might not hold"
  out[get_global_id(0)] = f((unsigned)get_local_id(0));
}
