//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//race on (x|y)
/* Twin of atomic_through_ok: a plain write of the counter races with the atomics. */
__kernel void atomic_through(__global int *out, int c) {
  __local int x[4];
  __local int y[4];
  __local int *p = c ? x + 1 : y + 2;
  if (get_local_id(0) == 0) {
    *p = 0;
  }
  out[get_global_id(0)] = atomic_inc(p);
}
