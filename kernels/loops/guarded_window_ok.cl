//pass
//--local_size=256 --num_groups=64
/* Each group walks its region of the buffer in windows of the group size, a work item's index advancing beside the window counter, and writes only where its index is still inside the region (if (i < stop)), as SHOC's bottom scan does. Needs span-offset's bound from the access's guard: the loop's own condition bounds the window counter, not the index. */
__kernel void windows(__global float *out, __global const float *in, int n)
{
  __requires(n == 71936); // regions of 1124 cells: the last window runs past them
  int region = n / get_num_groups(0);
  int start = get_group_id(0) * region;
  int stop = (get_group_id(0) == get_num_groups(0) - 1) ? n : start + region;
  int i = start + get_local_id(0);
  for (int window = start; window < stop; window += get_local_size(0)) {
    if (i < stop)
      out[i] = 2.0f * in[i];
    i += get_local_size(0);
  }
}
