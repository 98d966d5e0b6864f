//pass
//--local_size=64 --num_groups=8 --no-inline
/* A binary barrier invariant with several work groups (GPUVerify's barrier_invariants/all_different): every work item writes its id, and at the barrier any two work items of one group hold different values. The check is for pairs in one group (a barrier synchronises a group; each group has its own __local memory), and reads the cell the other work item wrote in the group's memory. */
__kernel void foo() {
  __local int A[64];
  A[get_local_id(0)] = get_local_id(0);
  __barrier_invariant_binary_1(A[get_local_id(0)] != A[__other_int(get_local_id(0))],
    get_local_id(0), __other_int(get_local_id(0)));
  barrier(CLK_LOCAL_MEM_FENCE);
  A[get_local_id(0)]++;
  __barrier_invariant_binary_1(A[get_local_id(0)] != A[__other_int(get_local_id(0))],
    get_local_id(0), __other_int(get_local_id(0)));
  barrier(CLK_LOCAL_MEM_FENCE);
  __assert(__implies(__same_group, A[get_local_id(0)] != A[__other_int(get_local_id(0))]));
}
