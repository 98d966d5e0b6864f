//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//write-write race on dst
/* Twin of pointer_copy_ok: every work item copies into element 0. */
struct node {
  __global int *next;
  int val;
};

__kernel void pointer_copy(__global struct node *dst, __global struct node *src) {
  size_t i = get_global_id(0);
  dst[0].next = src[i].next; // want "write-write race"
}
