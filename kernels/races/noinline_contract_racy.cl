//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2 --no-inline
//precondition
/* The precondition does not hold: work items of different groups pass the same local id. */
#pragma bvgen requires __distinct_int(i)
void store_at(__global int *p, unsigned i, int v) { p[i] = v; }

__kernel void noinline_contract(__global int *out) {
  store_at(out, get_local_id(0), 1); // want "a precondition for this call might not hold"
}
