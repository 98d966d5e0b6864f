//pass
//--local_size=256 --num_groups=1
/* Work-efficient exclusive scan that keeps every level of the tree in its own row of a 2-D __local array (the student paper's layout): N work items, of which the first N/2 work at the first level. */
#define N 256
#define LOG 8

__kernel void scan(__global const uint *in, __global uint *out) {
  __local uint tree[LOG + 1][N];
  uint t = get_local_id(0);
  tree[0][t] = in[t];
  uint width = N;
  for (uint l = 0; l < LOG; l++) {
    barrier(CLK_LOCAL_MEM_FENCE);
    width /= 2;
    if (t < width) {
      tree[l + 1][t] = tree[l][2 * t] + tree[l][2 * t + 1];
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t == 0) {
    tree[LOG][0] = 0;
  }
  for (uint l = LOG; l > 0; l--) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < width) {
      uint left = tree[l - 1][2 * t];
      tree[l - 1][2 * t] = tree[l][t];
      tree[l - 1][2 * t + 1] = tree[l][t] + left;
    }
    width *= 2;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[t] = tree[0][t];
}
