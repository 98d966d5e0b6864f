//pass
//--local_size=64 --num_groups=4
/* Private array int tmp[4] written and read with a loop counter index. */
__kernel void private_array(__global int *out, __global const int *in) {
  size_t gid = get_global_id(0);
  int tmp[4];
  for (int i = 0; i < 4; i++)
    tmp[i] = in[4 * gid + i];
  int acc = 0;
  for (int i = 3; i >= 0; i--)
    acc = acc * 10 + tmp[i];
  tmp[gid % 4] = acc;
  out[gid] = tmp[0] + tmp[1] + tmp[2] + tmp[3];
}
