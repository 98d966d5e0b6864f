//pass
//--local_size=64 --num_groups=2
/* Structs holding a pointer copied element-wise between global arrays (the pointers are copied, not followed). */
struct node {
  __global int *next;
  int val;
};

__kernel void pointer_copy(__global struct node *dst, __global struct node *src) {
  size_t i = get_global_id(0);
  dst[i].next = src[i].next;
  dst[i].val = src[i].val;
}
