//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --no-benign-tolerance
//write-write race on A
/* --no-benign-tolerance: every work item writes 0 to A[0]; the race is reported (without the flag it is tolerated as benign: kernels/gpuverify/benign_done_flag_ok.cl). */
__kernel void foo(__global int *A) {
  A[0] = 0;
}
