//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --no-inline
//was accessed since the last barrier before this call
/* As noinline_call_log_annot_ok.cl without the barrier: the kernel's write is logged when the helper asserts that none is, so the helper's assertion is false (inlined, it fails); the call, which needs empty logs for the helper's annotations to mean what they say, is reported. */
void put(__local int *p) {
  __assert(__no_write(p));
  p[get_local_id(0)] = 1;
}

__kernel void foo() {
  __local int a[64];
  a[get_local_id(0)] = 2;
  put(a); // want "possible race: a was accessed since the last barrier before this call"
}
