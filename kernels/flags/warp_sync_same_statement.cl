//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --warp-sync=32
//write-write race on A
/* --warp-sync: work items of one warp writing one cell in the same statement still race. */
__kernel void foo(__local int *A) {
  A[get_local_id(0) / 2] = get_local_id(0);
}
