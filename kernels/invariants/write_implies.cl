//pass
//--local_size=64 --num_groups=1 --no-infer
/* GPUVerify's __write_implies (a macro: __implies(__write(p), e)) states
   the access pattern a loop keeps: each work item writes only its own cell.
   Twin: write_implies_wrong.cl. */
__kernel void write_implies(__global int *A, int n) {
  int tid = get_local_id(0);
  for (int i = 0;
       __invariant(__write_implies(A, __write_offset_bytes(A) / sizeof(int) == tid)),
       __invariant(__uniform_bool(i < n)),
       i < n; i++) {
    A[tid] = i;
  }
}
