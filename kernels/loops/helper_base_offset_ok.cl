//pass
//--local_size=64 --num_groups=16 --no-inline
/* A helper, checked on its own (--no-inline), with the user's access invariant on its loop (GPUVerify's pointeranalysistests/testinterprocedural2): __write_offset_bytes is the offset in the array, so the invariant holds only because every call passes the array itself (offset 0), which the procedure's precondition says. */
void bump(__local float *p) {
  for (int i = 0;
       __invariant(__write_implies(p, __write_offset_bytes(p) / sizeof(float) == get_local_id(0))),
       i < 100; i++) {
    p[get_local_id(0)] = p[get_local_id(0)] + 1.0f;
  }
}

__kernel void foo(__local float *a) {
  bump(a);
}
