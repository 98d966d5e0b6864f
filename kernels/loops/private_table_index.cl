//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//the index must be one of its 8 initialised elements
/* private_table_ok.cl reading one element past the table (j <= 8): bvgen reads the table as its constants only where the index is an initialised element, and says so where it may not be. */
__kernel void scatter_rows(__global float *out, __global const float *in)
{
  __local float buf[9 * 72];
  int base[8] = {0, 288, 144, 432, 72, 360, 216, 504};
  int tid = get_local_id(0);
  int gid = get_global_id(0);
  for (int j = 0; j <= 8; j++)
    buf[base[j] + tid] = in[gid * 8 + j]; // want "initialised elements"
}
