//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//write-write race on (a|b)
/* Twin of choose_buffer_ok: every work item writes element 0 of the chosen buffer. */
__kernel void choose_buffer(__global float *a, __global float *b, int flag) {
  __global float *p = flag ? a : b;
  p[0] = (float)get_global_id(0); // want "write-write race"
}
