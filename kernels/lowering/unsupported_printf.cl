//xfail:IR_ERROR
//--local_size=64 --num_groups=1
//unsupported
/* OpenCL 1.2 printf: not supported by bvgen, must be rejected (exit 4), not ignored. */
__kernel void unsupported_printf(__global int *out) {
  size_t gid = get_global_id(0);
  out[gid] = (int)gid;
  printf("work item %d\n", (int)gid);
}
