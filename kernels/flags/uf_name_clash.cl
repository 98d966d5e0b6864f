//xfail:IR_ERROR
//--local_size=4 --num_groups=2
//error: uninterpreted function BV32_ADD: the name is one of bvgen's Boogie functions
/* An uninterpreted function keeps its source name in Boogie (for the
   axioms of a --boogie-file); BV32_ADD would silently become bvgen's
   bit-vector addition, so it is refused (exit 4). */

DECLARE_UF_BINARY(BV32_ADD, unsigned, unsigned, unsigned);

__kernel void foo(__global unsigned *out, unsigned x) {
  __assert(BV32_ADD(x, 1) == x + 1);
  out[get_global_id(0)] = x;
}
