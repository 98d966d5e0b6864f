//xfail:COMMAND_LINE_ERROR
//--local_size=2 --num_groups=2 --equality-abstraction --adversarial-abstraction
//exclude each other
/* --equality-abstraction and --adversarial-abstraction exclude each other (GPUVerify's rule, exit 1). */
__kernel void foo(__global int *A) {
  A[get_global_id(0)] = 1;
}
