//pass
//--local_size=64 --num_groups=8 --no-inline
/* A binary barrier invariant at a barrier in a loop (GPUVerify's barrier_invariants/all_different_loop): the cells the two work items updated since the last barrier are known at the loop head (known-cells), so the check has the permission it needs. */
__kernel void foo() {
  __local int A[64];
  A[get_local_id(0)] = get_local_id(0);
  for (int i = 0;
       __invariant(__implies(__same_group, A[get_local_id(0)] != A[__other_int(get_local_id(0))])),
       i < 1000; i++) {
    __barrier_invariant_binary_1(A[get_local_id(0)] != A[__other_int(get_local_id(0))],
      get_local_id(0), __other_int(get_local_id(0)));
    barrier(CLK_LOCAL_MEM_FENCE);
    A[get_local_id(0)]++;
  }
}
