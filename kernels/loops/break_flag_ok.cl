//pass
//--local_size=64 --num_groups=16
/* A flag set in the iteration that breaks out of a loop, read after it (Rodinia HotSpot's `computed`): each step shrinks the active range of local ids by one on each side, and only the work items active in the last step write their cell. The groups' cells overlap (a halo of 2 on each side), and the last step's range, local ids 2 to 61, tiles the output exactly. After the break the flag is the value of the last iteration (exit-value) and the head never reaches i == steps (counter-values without the exit state). */
__kernel void last_step(__global float *out, __global const float *in, const int steps) {
  __requires(steps == 3);
  int lid = get_local_id(0);
  int idx = get_group_id(0) * 60 + lid - 2;
  bool active = false;
  for (int i = 0; i < steps; i++) {
    active = lid >= i && lid <= 63 - i;
    if (i == steps - 1)
      break;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (active)
    out[idx] = 2.0f * in[idx];
}
