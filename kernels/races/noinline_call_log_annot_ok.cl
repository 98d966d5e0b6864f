//pass
//--local_size=64 --num_groups=4 --no-inline
/* A helper checked on its own (--no-inline) asserts that no write to its array has been logged since the last barrier; the kernel's write before the call is behind a barrier, so it holds. A helper whose annotations read the logs is called with the logs as they are (its call needs them empty), not with its accesses summarised at the call. */
void put(__local int *p) {
  __assert(__no_write(p));
  p[get_local_id(0)] = 1;
}

__kernel void foo() {
  __local int a[64];
  a[get_local_id(0)] = 2;
  barrier(CLK_LOCAL_MEM_FENCE);
  put(a);
}
