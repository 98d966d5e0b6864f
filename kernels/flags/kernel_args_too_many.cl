//xfail:REDUCTION_ERROR
//--local_size=64 --num_groups=1 --kernel-args=scale,0x3,0x4
//too many parameter values
/* --kernel-args with more values than the kernel has scalar parameters (the pointer out is not one): exit 5. */
__kernel void scale(__global int *out, int n) {
  out[get_global_id(0)] = n;
}
