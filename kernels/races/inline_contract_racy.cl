//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//assertion
/* Inlined, a helper's precondition is checked at the call, never assumed. */
#pragma bvgen requires __distinct_int(i)
void store_at(__global int *p, unsigned i, int v) { p[i] = v; }

__kernel void inline_contract(__global int *out) {
  store_at(out, get_local_id(0), 1);
}
