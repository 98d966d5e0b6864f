//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=8 --no-benign-tolerance
//non-uniform
/* Twin of unwritten_group_copy_ok.cl: an unwritten array keeps its contents, but each work item reads its own cell, which may differ: the barrier is divergent. */
__kernel void foo(__local int *A, __global int *out) {
  barrier(CLK_LOCAL_MEM_FENCE);
  if (A[get_local_id(0)] > 0) {
    barrier(CLK_LOCAL_MEM_FENCE); // want "non-uniform"
  }
  out[get_global_id(0)] = 1;
}
