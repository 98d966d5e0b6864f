//xfail:IR_ERROR
//--local_size=64 --num_groups=1
//only meaningful in a postcondition
/* __old_int in an assertion has no meaning (GPUVerify: postconditions). */
__kernel void old(__global int *p, int x) {
  __assert(__old_int(x) == x);
  p[get_global_id(0)] = x;
}
