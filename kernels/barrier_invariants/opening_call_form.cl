//pass
//--local_size=64 --num_groups=1
/* The opening example with GPUVerify's call form, instantiated at this and the other work item. */
__kernel void opening(__global unsigned *B) {
  __local unsigned A[64];
  unsigned tid = get_local_id(0);
  A[tid] = 2 * tid + 1;
  __barrier_invariant_2(A[tid] == 2 * tid + 1, tid, __other_int(tid));
  barrier(CLK_LOCAL_MEM_FENCE);
  B[A[tid]] = tid;
}
