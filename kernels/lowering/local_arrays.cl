//pass
//--local_size=[16,16] --num_groups=[2,2]
/* __local arrays declared in the kernel body: 1-D and 2-D, with barriers. */
__kernel void local_arrays(__global float *out, __global const float *in) {
  __local float tile[16][16];
  __local float rowsum[16];
  size_t x = get_local_id(0), y = get_local_id(1);
  size_t gx = get_global_id(0), gy = get_global_id(1);
  size_t w = get_global_size(0);
  tile[y][x] = in[gy * w + gx];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (x == 0) {
    float s = 0.0f;
    for (int i = 0; i < 16; i++)
      s += tile[y][i];
    rowsum[y] = s;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[gy * w + gx] = tile[x][y] + rowsum[x];
}
