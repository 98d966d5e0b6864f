//xfail:BUGLE_ERROR
//--local_size=64 --num_groups=4
//unsupported call to fill, a function without a body, with a pointer argument
/* An external function given a pointer could write through it: bvgen cannot know what it accesses, so the call is refused with exit 4 (GPUVerify would assume it touches nothing). */
void fill(__global int *p);

__kernel void ext(__global int *out) {
  fill(out + get_global_id(0));
}
