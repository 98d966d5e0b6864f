//xfail:REDUCTION_ERROR
//--local_size=64 --num_groups=1 --kernel-args=nosuch,0x3
//couldn't find kernel nosuch
/* --kernel-args naming a kernel the file does not define: GPUVerify's VCGen error (exit 5). */
__kernel void scale(__global int *out, int n) {
  out[get_global_id(0)] = n;
}
