//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//size_t_param_wrong.cl:10:3:[\s]+error:[\s]+this assertion might not hold
/* Twin of size_t_param_ok.cl: size_t is unsigned 32-bit, so n + 1 may
   wrap to 0 and n + 1 > n does not hold for every n. */

__kernel void foo(__global uint *out, size_t n) {
  size_t i = get_global_id(0);
  // Fails for n == 0xffffffff.
  __assert(n + 1 > n);
  out[i] = (uint)n;
}
