/* A specification function (its contract stands for code bvgen does not
   see) and a function without a body given a __local pointer in a branch:
   external accesses, havocked arrays (frontend/spec_call.go,
   frontend/bodiless_call.go). */
void __spec_bump(__global int *p) {
  __requires(__no_write(p));
  __ensures(__write_implies(p, __write_offset_bytes(p) / sizeof(int) == get_global_id(0)));
  __ensures(p[get_global_id(0)] == __old_int(p[get_global_id(0)] + 1));
  __writes_to(p);
}

void fill(__local int *p);

__kernel void spec_call(__global int *a) {
  __local int tile[64];
  size_t l = get_local_id(0);
  __spec_bump(a);
  if (l == 0)
    fill(tile);
  barrier(CLK_LOCAL_MEM_FENCE);
  a[get_global_id(0)] = tile[l];
}
