//pass
//--local_size=64 --num_groups=1 --no-infer
/* __global_invariant states a fact about both work items at once (here with __uniform_int and __other_int); with the access logs pinned down it proves the loop race-free without inference. */
__kernel void global_invariant(__global int *out, uint n) {
  __local int buf[64];
  uint lid = get_local_id(0);
  buf[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  uint i;
  for (i = 0; __global_invariant(__uniform_int(i)), __global_invariant(__other_int(lid) != lid),
              __invariant(__no_read(buf)), __invariant(__no_write(buf)), i < n; i++) {
    buf[(lid + i) % 64] += 1;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[lid] = buf[lid];
}
