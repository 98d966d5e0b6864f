//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=64 --no-barrier-access-checks
//insufficient permission may be held for evaluation of this barrier invariant
/* --no-barrier-access-checks drops GPUVerify's permission checks, which makes GPUVerify accept this false barrier invariant (work item 0 writes A[0] = 1); bvgen keeps its check of the cells the pair did not access and rejects it. */
__kernel void foo() {
  __local int A[128];
  A[get_local_id(0)] = get_local_id(0);
  __barrier_invariant_1(A[get_local_id(0)] == get_local_id(0), 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  A[get_local_id(0)] = get_local_id(0) + 1;
  __barrier_invariant_binary_1(__implies(get_local_id(0) != 0 & __other_int(get_local_id(0)) != 0, A[0] == 0), get_local_id(0), __other_int(get_local_id(0)));
  barrier(CLK_LOCAL_MEM_FENCE);
}
