//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//this assertion might not hold
/* dynamic_lane_ok.cl asserting the lane sum after the update is still 100. */
__kernel void lanes(__global int *out, __global const int4 *idx, int k) {
  int i = get_global_id(0);
  int4 v = (int4)(10, 20, 30, 40);
  int j = k & 3;
  v[j] = 0;
  __assert(v.x + v.y + v.z + v.w == 100); // want "assertion might not hold"
  int4 base = idx[i];
  out[i * 4] = base[j];
}
