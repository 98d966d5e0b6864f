//pass
//--local_size=64 --num_groups=8
/* Bitonic sort of 64 keys per work group in __local memory: for each stage k and pass j the work item whose partner lid ^ j is above it compares and swaps the pair; a barrier after every pass. */
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
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
  keys[gid] = s[lid];
}
