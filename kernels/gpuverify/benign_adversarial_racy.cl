//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --adversarial-abstraction
//write-write race on A
/* Under --adversarial-abstraction every read of shared memory is arbitrary for each work item, so two copies of B[j] into A[i] may store different values: the race is reported (GPUVerify's writewritearray_adversarial). */
__kernel void copy(__local int *A, __local int *B, int i, int j) {
  A[i] = B[j]; // want "write-write race on A"
}
