//xfail:CLANG_ERROR
//--local_size=64 --num_groups=1
//error
/* A missing semicolon: clang rejects the kernel (exit 2). */
__kernel void syntax_error(__global int *out) {
  size_t gid = get_global_id(0)
  out[gid] = 1;
}
