//pass
//--local_size=64 --num_groups=1
/* Twin of loop_unknown_wrong.cl without the overwrite: each work item re-reads its own cell in every
   iteration, so the cell is known at the barrier and A[t] == 1 is carried through the loop. */
__kernel void loop_known(__global unsigned *out) {
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
  out[t] = A[t];
}
