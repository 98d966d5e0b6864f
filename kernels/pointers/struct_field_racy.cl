//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//write-write race on (a|b)
/* Twin of struct_field_ok: the pointer loaded from the private array points into a buffer another work item writes at the same index. */
struct view {
  __global int *data;
  int n;
};

__kernel void struct_field(__global int *a, __global int *b, int pick) {
  struct view v;
  v.data = pick ? a : b;
  v.n = 7;
  __global int *ptrs[2];
  ptrs[0] = a;
  ptrs[1] = b;
  size_t i = get_global_id(0);
  v.data[i] = v.n;
  ptrs[pick & 1][0] = 1; // want "write-write race"
}
