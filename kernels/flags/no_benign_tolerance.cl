//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --no-benign-tolerance
//write-write race on A
/* --no-benign-tolerance: every work item writes 0 to A[0]; the race is reported (bvgen never tolerates benign races, so this is its behaviour without the flag too). */
__kernel void foo(__global int *A) {
  A[0] = 0;
}
