//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//write-write race on out
/* break_flag_ok.cl with the active range one wider on the left (lid >= i - 1): in the last step local ids 1 to 61 write, 61 cells a group, so the last cell of one group is the first of the next. */
__kernel void last_step(__global float *out, __global const float *in, const int steps) {
  __requires(steps == 3);
  int lid = get_local_id(0);
  int idx = get_group_id(0) * 60 + lid - 2;
  bool active = false;
  for (int i = 0; i < steps; i++) {
    active = lid >= i - 1 && lid <= 63 - i;
    if (i == steps - 1)
      break;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (active)
    out[idx] = 2.0f * in[idx]; // want "write-write race on out"
}
