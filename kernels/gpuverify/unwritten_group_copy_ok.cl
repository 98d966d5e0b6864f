//pass
//--local_size=16 --num_groups=8 --no-benign-tolerance
/* An unwritten __local array is one memory per group: with work items possibly in two groups each has a copy, which the barrier still makes equal for two of one group (only the havoc is left out), so a branch on A[0] is uniform in a group. Twin: unwritten_group_copy_racy.cl. */
__kernel void foo(__local int *A, __global int *out) {
  barrier(CLK_LOCAL_MEM_FENCE);
  if (A[0] > 0) {
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = 1;
}
