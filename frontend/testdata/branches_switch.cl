//pass
//--local_size=64 --num_groups=4
/* if/else chains (thread-dependent and uniform) and a switch. */
__kernel void branches_switch(__global int *out, __global const int *in, int mode) {
  size_t gid = get_global_id(0);
  int x = in[gid];
  int y;
  if (x < 0) {
    y = -x;
  } else if (x < 100) {
    y = x * 2;
  } else {
    y = 100;
  }
  if (mode > 0)
    y += mode;
  switch (gid % 4) {
  case 0: y += 1; break;
  case 1: y -= 1; break;
  case 2: y *= 3; /* falls through */
  case 3: y ^= 5; break;
  default: y = 0; break;
  }
  out[gid] = y;
}
