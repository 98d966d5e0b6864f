//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=2 --vcgen-op=/checkArrays:A
//write-write race on A
/* --vcgen-op (argparse's prefix of --vcgen-opt) with /checkArrays:A: the race on A is checked. */
__kernel void foo(__global int *A, __global int *B) {
  A[0] = get_global_id(0);
  B[get_global_id(0)] = 1;
}
