//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=1 --warp-sync=16
//read-write race on A|write-read race on A
/* --warp-sync=16: work items 15 and 16 are in different warps, which do not run in lock step: work item 15 reads what 16 writes. */
__kernel void shuffle(__local int *A) {
  int tid = get_local_id(0);
  __local int *B = A + (tid / 32) * 32;
  A[tid] = B[(tid + 1) % 32];
}
