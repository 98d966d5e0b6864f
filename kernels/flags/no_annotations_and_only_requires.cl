//xfail:COMMAND_LINE_ERROR
//--local_size=64 --num_groups=1 --no-annotations --only-requires
//exclude each other
/* --no-annotations and --only-requires exclude each other (GPUVerify's rule, exit 1). */
__kernel void foo(__global int *A) {
  A[get_global_id(0)] = 1;
}
