//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --no-infer
//loop invariant might not
/* Twin of write_implies.cl: the invariant names the wrong cell (tid + 1),
   so it does not hold after the first iteration's write. */
__kernel void write_implies_wrong(__global int *A, int n) {
  int tid = get_local_id(0);
  for (int i = 0;
       __invariant(__write_implies(A, __write_offset_bytes(A) / sizeof(int) == tid + 1)),
       __invariant(__uniform_bool(i < n)),
       i < n; i++) {
    A[tid] = i;
  }
}
