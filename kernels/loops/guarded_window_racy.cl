//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=64
//write-write race on out
/* guarded_window_ok.cl with the guard i < stop + 1: the last window writes the first cell of the next group's region. */
__kernel void windows(__global float *out, __global const float *in, int n)
{
  __requires(n == 71936); // regions of 1124 cells: the last window runs past them
  int region = n / get_num_groups(0);
  int start = get_group_id(0) * region;
  int stop = (get_group_id(0) == get_num_groups(0) - 1) ? n : start + region;
  int i = start + get_local_id(0);
  for (int window = start; window < stop; window += get_local_size(0)) {
    if (i < stop + 1)
      out[i] = 2.0f * in[i];
    i += get_local_size(0);
  }
}
