//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=8
//race on A
/* Twin of scaled_offset_ok.cl reading A[i*256 + lid/2]: work items 2k and 2k+1 read the cell work item lid/2 writes. */
__kernel void scaled(__local int *A, __local int *B) {
  int lid = get_local_id(0);
  for (int i = 0; i < 1024; i++) {
    A[i * 256 + lid] = lid;
    B[lid + 256 * i] = A[i * 256 + lid / 2];
  }
}
