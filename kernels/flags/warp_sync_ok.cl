//pass
//--local_size=256 --num_groups=1 --warp-sync=32
/* --warp-sync=32: each warp of 32 work items rotates its own 32 elements; in lock step the reads come before the writes (GPUVerify's warpsync/shuffle). Twins: warp_sync_small, warp_sync_off. */
__kernel void shuffle(__local int *A) {
  int tid = get_local_id(0);
  __local int *B = A + (tid / 32) * 32;
  A[tid] = B[(tid + 1) % 32];
}
