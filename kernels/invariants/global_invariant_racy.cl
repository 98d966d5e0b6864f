//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --no-infer
//loop invariant might not be maintained by the loop
/* Twin of global_invariant.cl without the barrier in the loop: the log invariants are no longer preserved (a work item writes the cell its neighbour wrote an iteration earlier). */
__kernel void global_invariant(__global int *out, uint n) {
  __local int buf[64];
  uint lid = get_local_id(0);
  buf[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  uint i;
  for (i = 0; __global_invariant(__uniform_int(i)), __global_invariant(__other_int(lid) != lid),
              __invariant(__no_read(buf)), __invariant(__no_write(buf)), i < n; i++) {
    buf[(lid + i) % 64] += 1;
  }
  out[lid] = buf[lid];
}
