//pass
//--local_size=32 --num_groups=1 --no-infer
//verified
/* __dominator_enabled() in a loop invariant is the predicate of the block
   the loop is entered from: it stays true for a work item that has left
   the loop, so the invariant keeps describing the reads it made there
   (GPUVerify's enabled/dominator). With __enabled(), the loop's own
   predicate, it says nothing once the work item has left, and a race is
   reported (dominator_enabled_weak.cl). --no-infer: the user's invariants
   alone (inference finds the read offset of the weak twin by itself). */

__kernel void foo() {
  int t0 = get_local_id(0);
  __local int A[32];
  int result;
  A[t0] = 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int c4 = t0;
       __global_invariant(__implies(__dominator_enabled() & __read(A), __read_offset_bytes(A)/sizeof(int) == -t0 + 31)),
       __global_invariant(__write_implies(A, __write_offset_bytes(A)/sizeof(int) == -t0 + 31)),
       c4 < 32; c4 += 16)
    A[-t0 + 31] -= 5;
  barrier(CLK_LOCAL_MEM_FENCE);
  result = A[t0];
}
