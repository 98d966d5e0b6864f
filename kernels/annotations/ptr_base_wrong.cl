//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//assertion
/* Two kernel arrays are different arrays. */
__kernel void ptr_base(__global int *p, __global int *q) {
  __assert(__ptr_base(p) == __ptr_base(q)); // want "assertion might not hold"
}
