//pass
//--local_size=64 --num_groups=4
//verified
/* A size_t kernel parameter (GPUVerify accepts it; clang-14 refuses the
   spelling in OpenCL C 1.2, and bvgen.h renames the typedef): size_t is
   still 32-bit and unsigned, so n - 1 wraps for n == 0 and the guard
   keeps the write in bounds of the work item's own cell. Its twin
   size_t_param_wrong.cl asserts what the width does not give. */

__kernel void foo(__global uint *out, size_t n) {
  size_t i = get_global_id(0);
  __assert(sizeof(n) == 4);
  __assert(sizeof(size_t) == sizeof(uint));
  __assert((size_t)0 - 1 == 0xffffffffu);
  if (i < n) {
    out[i] = (uint)(n - 1 - i);
  }
}
