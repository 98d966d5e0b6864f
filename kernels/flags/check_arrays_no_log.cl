//pass
//--local_size=256 --num_groups=2 --vcgen-opt=/checkArrays:B
/* /checkArrays:B: accesses to A are not logged either, so __no_write(A) holds (GPUVerify's checkarrays/pass/specifyone). */
__kernel void foo(__global int *A, __global int *B) {
  A[get_global_id(0) + 1] = B[get_global_id(0)];
  B[get_global_id(0)] += 1;
  __assert(__no_write(A));
}
