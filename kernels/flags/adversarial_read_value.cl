//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --adversarial-abstraction
//this assertion might not hold
/* --adversarial-abstraction: a work item does not even read back what it wrote; twin of adversarial_read_value_equality. */
__kernel void foo(__global int *out) {
  out[get_global_id(0)] = 7;
  int v = out[get_global_id(0)];
  __assert(v == 7);
}
