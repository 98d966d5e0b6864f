//pass
//--local_size=64 --num_groups=4
/* Lanes chosen at run time: v[k] on a vector variable (extractelement / insertelement with a variable index, through private memory), checked exactly, and the chosen lane used as an index. */
__kernel void lanes(__global int *out, __global const int4 *idx, int k) {
  int i = get_global_id(0);
  int4 v = (int4)(10, 20, 30, 40);
  int j = k & 3;
  __assert(v[j] == 10 * (j + 1));
  v[j] = 0;
  __assert(v.x + v.y + v.z + v.w == 100 - 10 * (j + 1));
  int4 base = idx[i];
  out[i * 4 + (v[3 - j] != 0 ? 0 : 0)] = base[j];
}
