//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//assertion
/* An array's identity is some value, not a particular one. */
__kernel void ptr_base(__global int *p) {
  __assert(__ptr_base(p) == 1); // want "assertion might not hold"
}
