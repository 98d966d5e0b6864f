//xfail:COMMAND_LINE_ERROR
//--local_size=64 --num_groups=1 --vcgen-opt=/nondeterminiseUninterpretedFunctions
//--vcgen-opt=/nondeterminiseUninterpretedFunctions: bvgen does not implement
/* A VCGen option bvgen does not implement is refused by name (exit 1), never ignored. */
__kernel void foo(__global int *A) {
  A[get_global_id(0)] = 1;
}
