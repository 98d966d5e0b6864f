//pass
//--local_size=64 --num_groups=1 --kernel-args=good,0x1
/* --kernel-args verifies only the kernels it lists, as in GPUVerify: the racy kernel bad is not verified. */
__kernel void good(__global int *out, int n) {
  out[get_global_id(0)] = n;
}
__kernel void bad(__global int *out, int n) {
  out[0] = n;
}
