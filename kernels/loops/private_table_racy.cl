//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//write-write race on buf
/* private_table_ok.cl with the last row offset 490 instead of 504: that row starts 58 cells after the one at 432, within its 64 columns, so work items 0 and 58 write one cell. A private lookup table of row offsets. */
__kernel void scatter_rows(__global float *out, __global const float *in)
{
  __local float buf[8 * 72];
  int base[8] = {0, 288, 144, 432, 72, 360, 216, 490};
  int tid = get_local_id(0);
  int gid = get_global_id(0);
  for (int j = 0; j < 8; j++)
    buf[base[j] + tid] = in[gid * 8 + j]; // want "write-write race on buf"
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int j = 0; j < 8; j++)
    out[gid * 8 + j] = buf[j * 72 + tid];
}
