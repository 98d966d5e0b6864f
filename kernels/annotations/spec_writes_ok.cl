//pass
//--local_size=64 --num_groups=4 --no-inline
/* A specification function (GPUVerify's __spec_ prefix) stands for code bvgen does not see: it writes its array, only at the caller's element (its postcondition pins the offset of the write), and adds one to it. The kernel relies on both: no race with the neighbour's write, and the assertion. Twin: spec_writes_racy. */
void __spec_bump(__global int *p) {
  __requires(__no_write(p));
  __ensures(__write_implies(p, __write_offset_bytes(p) / sizeof(int) == get_global_id(0)));
  __ensures(p[get_global_id(0)] == __old_int(p[get_global_id(0)]) + 1);
  __writes_to(p);
}

__kernel void bump(__global int *a, __global int *b) {
  size_t i = get_global_id(0);
  int before = a[i];
  __spec_bump(a);
  __assert(a[i] == before + 1);
  b[i] = a[i];
}
