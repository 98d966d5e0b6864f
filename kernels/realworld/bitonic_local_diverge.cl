//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//divergen|non-uniform
/* bitonic_local_ok.cl with the barrier moved inside the branch of the work items that own a pair: only half the group reaches it. */
#define LS 64
__kernel void bitonic_local(__global int *keys) {
  __local int s[LS];
  uint lid = get_local_id(0);
  uint gid = get_global_id(0);
  s[lid] = keys[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint k = 2; k <= LS; k <<= 1) {
    for (uint j = k >> 1; j > 0; j >>= 1) {
      uint ixj = lid ^ j;
      if (ixj > lid) {
        int a = s[lid], b = s[ixj];
        bool up = (lid & k) == 0;
        if ((a > b) == up) {
          s[lid] = b;
          s[ixj] = a;
        }
        barrier(CLK_LOCAL_MEM_FENCE); // want "non-uniform"
      }
    }
  }
  keys[gid] = s[lid];
}
