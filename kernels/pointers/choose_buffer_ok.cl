//pass
//--local_size=64 --num_groups=4
/* A pointer chosen between two buffers by a kernel argument; each work item writes its own element of whichever buffer. */
__kernel void choose_buffer(__global float *a, __global float *b, int flag) {
  __global float *p = flag ? a : b;
  size_t i = get_global_id(0);
  p[i] = 2.0f * p[i];
}
