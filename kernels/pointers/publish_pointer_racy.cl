//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//write-write race on slot
/* publish_pointer_ok.cl with every work item publishing into slot[0]: into a for even work items, into b for odd ones, at the same offset. The stored pointers differ, so the race is real, not benign (a pointer is not stored as its offset alone). */
struct slot { __global int *p; };
__kernel void publish(__global int *a, __global int *b, __global struct slot *slot) {
  int t = get_local_id(0);
  __global int *p = (t % 2) ? b : a;
  slot[0].p = p; // want "write-write race on slot"
}
