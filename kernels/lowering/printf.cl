//pass
//--local_size=64 --num_groups=1
/* OpenCL 1.2 printf: its arguments are evaluated, it touches no memory a kernel can see, its result is arbitrary. */
__kernel void printf_kernel(__global int *out) {
  size_t gid = get_global_id(0);
  out[gid] = (int)gid;
  printf("work item %d\n", (int)gid);
}
