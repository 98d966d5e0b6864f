//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=1 --loop-unwind=3
//write-write race on A
/* --loop-unwind=3: the race in the second iteration is within the bound and found (GPUVerify's misc/fail/miscfail3). */
__kernel void foo(__local int *A) {
  for (int i = 0; i < 100; i++) {
    if (i == 1) {
      A[0] = get_local_id(0);
    }
  }
}
