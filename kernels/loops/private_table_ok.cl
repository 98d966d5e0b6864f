//pass
//--local_size=64 --num_groups=8
/* A private lookup table (SHOC's FFT keeps its bit-reversal order in one): each work item scatters its 8 values into rows of a padded __local buffer at base[j] + tid, the row offsets read from a private array initialised with constants. Loaded from memory, base[j] could be any value and two work items' cells could meet; bvgen reads the table as its constants (each load asserting an initialised index), so the cells are the rows' offsets plus the work item's own column. */
__kernel void scatter_rows(__global float *out, __global const float *in)
{
  __local float buf[8 * 72];
  int base[8] = {0, 288, 144, 432, 72, 360, 216, 504};
  int tid = get_local_id(0);
  int gid = get_global_id(0);
  for (int j = 0; j < 8; j++)
    buf[base[j] + tid] = in[gid * 8 + j];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int j = 0; j < 8; j++)
    out[gid * 8 + j] = buf[j * 72 + tid];
}
