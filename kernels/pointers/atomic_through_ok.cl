//pass
//--local_size=64 --num_groups=1
/* An atomic counter in one of two local arrays, chosen at run time. */
__kernel void atomic_through(__global int *out, int c) {
  __local int x[4];
  __local int y[4];
  __local int *p = c ? x + 1 : y + 2;
  if (get_local_id(0) == 0) {
    x[1] = 0;
    y[2] = 0;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = atomic_inc(p);
}
