//pass
//--local_size=64 --num_groups=4 --no-inline
/* A helper checked on its own, called after the kernel wrote the same array with no barrier between: the call site checks the helper's accesses (offsets in its parameters) against the log, saves and empties the log for the call, and may log them after it (callsummary.go). */
void bump(__global int *p, int k) { p[get_global_id(0) + k] = p[get_global_id(0) + k] + 1; }

__kernel void call_summary(__global int *a) {
  a[get_global_id(0) + 1] = 0;
  bump(a, 1);
  a[get_global_id(0) + 1] = a[get_global_id(0) + 1] * 2;
}
