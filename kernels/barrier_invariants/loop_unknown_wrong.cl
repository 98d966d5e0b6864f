//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
/* A barrier invariant inside a loop about a cell the pair need not access in the iteration: work item 0
   overwrites A[5] in every iteration, so A[t] == 1 is false for t = 5 and must not verify, although the
   loop invariant restates the instantiated fact. The pair (5, 0) sees the overwrite; every other pair
   with work item 5 must treat A[5] as unknown, also after the loop head has havocked the ghost state. */
__kernel void loop_unknown(__global unsigned *out) {
  __local unsigned A[64];
  unsigned t = get_local_id(0);
  A[t] = 1;
#pragma bvgen barrier_invariant A[t] == 1 instantiate(t)
  barrier(CLK_LOCAL_MEM_FENCE);
#pragma bvgen invariant A[t] == 1
  for (unsigned i = 0; i < 4; i++) {
    if (t == 0)
      A[5] = 7;
#pragma bvgen barrier_invariant A[t] == 1 instantiate(t)
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[t] = A[t];
}
