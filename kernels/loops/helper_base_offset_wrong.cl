//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16 --no-inline
/* As helper_base_offset_ok.cl, but the call passes a + 1: the helper writes a[get_local_id(0) + 1], so the user's invariant (offset == get_local_id(0)) is false. */
void bump(__local float *p) {
  for (int i = 0;
       __invariant(__write_implies(p, __write_offset_bytes(p) / sizeof(float) == get_local_id(0))), // want "loop invariant might not"
       i < 100; i++) {
    p[get_local_id(0)] = p[get_local_id(0)] + 1.0f;
  }
}

__kernel void foo(__local float *a) {
  bump(a + 1);
}
