//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --no-annotations
//this assertion might not hold
/* --no-annotations keeps assertions (GPUVerify's no_annotations.h does not remove __assert). */
__kernel void foo(__global int *A) {
  __assert(get_local_id(0) == 0);
  A[get_global_id(0)] = 1;
}
