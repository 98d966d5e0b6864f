//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//write-write race on out
//from external source location
/* An external function given a pointer may read and write any element of the array it points into: bvgen models that (docs/pointers.md, "Functions without a body"), so the calls of two work items race on out, even though each passes its own element (GPUVerify assumes the call touches nothing and verifies this kernel). */
void fill(__global int *p);

__kernel void ext(__global int *out) {
  fill(out + get_global_id(0));
}
