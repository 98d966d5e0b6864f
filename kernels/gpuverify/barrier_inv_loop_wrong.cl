//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8 --no-inline
//barrier invariant
/* The same loop with an invariant about the neighbour's cell, which neither work item of the pair accessed since the last barrier: any work item may have written it, and its value is not the one stated after the first iteration. */
__kernel void foo() {
  __local int A[64];
  A[get_local_id(0)] = get_local_id(0);
  for (int i = 0; i < 1000; i++) {
    __barrier_invariant_1(A[(get_local_id(0) + 1) % 64] == (get_local_id(0) + 1) % 64 + i, get_local_id(0)); // want "barrier invariant"
    barrier(CLK_LOCAL_MEM_FENCE);
    A[get_local_id(0)]++;
  }
}
