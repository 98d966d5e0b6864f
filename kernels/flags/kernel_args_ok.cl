//pass
//--local_size=64 --num_groups=1 --kernel-args=scale,0x00000003,*
/* --kernel-args: n is assumed 3 (m left unconstrained); twin of kernel_args_any. */
__kernel void scale(__global int *out, int n, int m) {
  __assert(n == 3);
  out[get_global_id(0)] = n * m;
}
