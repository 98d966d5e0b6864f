//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8 --no-inline
//barrier invariant might not hold
/* The same kernel where work items 2i and 2i+1 of a group write the same value: the invariant is false for such a pair. */
__kernel void foo() {
  __local int A[64];
  A[get_local_id(0)] = get_local_id(0) / 2;
  __barrier_invariant_binary_1(A[get_local_id(0)] != A[__other_int(get_local_id(0))], // want "barrier invariant might not hold"
    get_local_id(0), __other_int(get_local_id(0)));
  barrier(CLK_LOCAL_MEM_FENCE);
}
