//pass
//--local_size=64 --num_groups=4
/* A pointer kept in a field of a private struct and in an element of a private array of pointers (dynamic index), loaded back and followed: base and offset survive private memory. */
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
  ptrs[pick & 1][i] += 1;
}
