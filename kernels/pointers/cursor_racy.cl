//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//race on rows
/* Twin of cursor_ok: rows overlap (stride 8, 16 elements each). */
__kernel void cursor(__global int *rows, int n) {
  __global int *c = rows + get_global_id(0) * 8;
  #pragma bvgen invariant c == rows + get_global_id(0) * 8 + k
  for (int k = 0; k < 16; k++) {
    *c = k;
    c++;
  }
}
