//xfail:NOT_ALL_VERIFIED
//--local_size=[32,4] --num_groups=[16,128]
// race on A
/* pinned_conjunction_ok.cl with the rows one cell too short (nx - 1): the last cell of a row is the first of the next, written by two work items. A 3-D sweep over a volume whose sizes one precondition pins with &&. */
__kernel void sweep(__global float *A, const int nx, const int ny, const int nz) {
  __requires(nx == 512 && ny == 512 && nz == 64);
  int i = get_global_id(0), j = get_global_id(1);
  for (int k = 1; k < nz - 1; k++) {
    A[i + (nx - 1) * (j + ny * k)] = (float)(i + j * k);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}
