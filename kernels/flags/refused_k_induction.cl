//xfail:COMMAND_LINE_ERROR
//--local_size=64 --num_groups=1 --k-induction-depth=2
//--k-induction-depth=2: bvgen does not implement
/* --k-induction-depth is refused by name (exit 1): bvgen does not implement it, and never accepts an option silently. */
__kernel void foo(__global int *A) {
  A[get_global_id(0)] = 1;
}
