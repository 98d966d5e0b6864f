//xfail:REDUCTION_ERROR
//--local_size=256 --num_groups=2 --vcgen-opt=/checkArrays:A,AB
//Array name 'AB' specified for restricted checking is not found
/* /checkArrays naming an array the kernel does not have: GPUVerify's VCGen error (exit 5). */
__kernel void foo(__global int *A, __global int *B) {
  A[get_global_id(0)] = 1;
  B[get_global_id(0)] = 1;
}
