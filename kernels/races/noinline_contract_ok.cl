//pass
//--local_size=64 --num_groups=2 --no-inline
/* A helper kept as a procedure (--no-inline) whose precondition makes its store race-free. */
#pragma bvgen requires __distinct_int(i)
void store_at(__global int *p, unsigned i, int v) { p[i] = v; }

__kernel void noinline_contract(__global int *out) {
  store_at(out, get_global_id(0), 1);
}
