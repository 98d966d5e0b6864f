//pass
//--local_size=64 --num_groups=4 --no-infer
/* __function_wide_invariant holds at the head of every loop of the function: here both loops only ever write out[gid]. */
__kernel void function_wide(__global int *out) {
  __function_wide_invariant(__implies(__write(out), __write_offset_bytes(out) == get_global_id(0) * sizeof(int)));
  __function_wide_invariant(__no_read(out));
  size_t gid = get_global_id(0);
  for (int i = 0; i < 8; i++)
    out[gid] = i;
  for (int j = 0; j < 4; j++)
    out[gid] = j;
}
