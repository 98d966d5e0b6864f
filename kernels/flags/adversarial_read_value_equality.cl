//pass
//--local_size=64 --num_groups=1
/* Twin of adversarial_read_value without the flag: the value written is read back. */
__kernel void foo(__global int *out) {
  out[get_global_id(0)] = 7;
  int v = out[get_global_id(0)];
  __assert(v == 7);
}
