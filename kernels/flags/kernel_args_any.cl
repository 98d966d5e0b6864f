//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --kernel-args=scale,*,0x3
//this assertion might not hold
/* --kernel-args: * leaves n unconstrained (m is assumed 3), so n == 3 is not proved. */
__kernel void scale(__global int *out, int n, int m) {
  __assert(n == 3);
  out[get_global_id(0)] = n * m;
}
