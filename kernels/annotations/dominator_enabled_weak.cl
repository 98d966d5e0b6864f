//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=1 --no-infer
//race on A
/* Twin of dominator_enabled.cl with __enabled(): the loop's predicate is
   false for a work item that has left the loop, so the invariant does not
   say where it read, and the write of another work item may race with
   those reads. */

__kernel void foo() {
  int t0 = get_local_id(0);
  __local int A[32];
  int result;
  A[t0] = 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int c4 = t0;
       __global_invariant(__implies(__enabled() & __read(A), __read_offset_bytes(A)/sizeof(int) == -t0 + 31)),
       __global_invariant(__write_implies(A, __write_offset_bytes(A)/sizeof(int) == -t0 + 31)),
       c4 < 32; c4 += 16)
    A[-t0 + 31] -= 5;
  barrier(CLK_LOCAL_MEM_FENCE);
  result = A[t0];
}
