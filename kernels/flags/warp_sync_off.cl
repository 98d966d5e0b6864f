//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=1
//race on A
/* Without --warp-sync nothing runs in lock step: the rotation races. */
__kernel void shuffle(__local int *A) {
  int tid = get_local_id(0);
  __local int *B = A + (tid / 32) * 32;
  A[tid] = B[(tid + 1) % 32];
}
