//pass
//--local_size=256 --num_groups=2 --vcgen-opt=/checkArrays:B
/* --vcgen-opt=/checkArrays:B: races are checked on B only, so the race on A is not reported; twin of check_arrays_racy. */
__kernel void foo(__global int *A, __global int *B) {
  A[0] = get_global_id(0);
  B[get_global_id(0)] = 1;
}
