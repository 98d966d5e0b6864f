//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=1 --findbugs
//write-write race on A
/* --findbugs unwinds loops to depth 2 (GPUVerify's default) without inference: the race in the second iteration is found. */
__kernel void foo(__local int *A) {
  for (int i = 0; i < 100; i++) {
    if (i == 1) {
      A[0] = get_local_id(0);
    }
  }
}
