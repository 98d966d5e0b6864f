//pass
//--local_size=64 --num_groups=4
/* A pointer cursor advanced in a loop over the work item's own row. */
__kernel void cursor(__global int *rows, int n) {
  __global int *c = rows + get_global_id(0) * 16;
  #pragma bvgen invariant c == rows + get_global_id(0) * 16 + k
  for (int k = 0; k < 16; k++) {
    *c = k;
    c++;
  }
}
