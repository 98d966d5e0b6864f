// A barrier invariant in a loop on a __local array, which is per work item
// when the two may be in different groups: unknown cells are a set that
// accesses exclude (work item 2's only within one group, as the check reads
// work item 1's copy), read from arbitrary maps, one per copy.
__kernel void barrier_invariant_loop(__global unsigned *out) {
  __local unsigned A[64];
  unsigned t = get_local_id(0);
  unsigned g;
  A[t] = 1;
#pragma bvgen barrier_invariant A[t] == 1 instantiate(t)
  barrier(CLK_LOCAL_MEM_FENCE);
#pragma bvgen invariant A[t] == 1
  for (unsigned i = 0; i < 4; i++) {
    g = A[t];
#pragma bvgen barrier_invariant A[t] == 1 instantiate(t)
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = A[t];
}
