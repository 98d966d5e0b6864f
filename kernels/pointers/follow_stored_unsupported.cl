//xfail:IR_ERROR
//--local_size=64 --num_groups=2
//unsupported use of a pointer read from __global or __local memory
/* A pointer loaded from global memory and followed: bvgen does not follow pointers stored in shared memory. */
struct node {
  __global int *next;
  int val;
};

__kernel void follow_stored(__global struct node *nodes) {
  size_t i = get_global_id(0);
  nodes[i].next[0] = 1;
}
