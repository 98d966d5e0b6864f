//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//assertion
/* Without the precondition, x + y + z can overflow: the predicate fails. */
__kernel void add_noovfl(__global uint *out, uint x, uint y, uint z) {
  __assert(__add_noovfl(x, y, z)); // want "assertion might not hold"
  out[get_global_id(0)] = x + y + z;
}
