//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//assert
/* Twin of pointer_bits_ok: the bits of a pointer read through a union as an int are not its offset (0 here): the assertion may fail. */
union u {
  __global int *p;
  int i;
};

__kernel void pointer_bits(__global int *a) {
  union u x;
  x.p = a;
  int bits = x.i;
  __assert(bits == 0); // want "assert"
  a[get_global_id(0)] = bits;
}
