//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=16
//race on hist
/* parboil_histo_ok.cl with histo_merge rewritten to let every group add its own partial histogram into hist (hist[b] += partial[group * BINS + b], no atomics): the work items for bin b of all sixteen groups update hist[b] at once. */
#define BINS 256
#define SUBS 4
__kernel void histo_sub(__global const uchar *data, __global uint *partial, const uint n)
{
  __requires(n <= (1u << 24));
  __local uint sub[SUBS * BINS];
  uint lid = get_local_id(0), ls = get_local_size(0);
  uint gid = get_global_id(0), gs = get_global_size(0);
  for (uint i = lid; i < SUBS * BINS; i += ls)
    sub[i] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  __local uint *mine = sub + (lid / 64) * BINS;
  for (uint i = gid; i < n; i += gs)
    atomic_inc(&mine[data[i]]);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint b = lid; b < BINS; b += ls) {
    uint s = 0;
    for (uint k = 0; k < SUBS; k++)
      s += sub[k * BINS + b];
    partial[get_group_id(0) * BINS + b] = s;
  }
}

__kernel void histo_merge(__global const uint *partial, __global uint *hist, const uint groups)
{
  __requires(groups == 16);
  uint b = get_local_id(0);
  if (b < BINS)
    hist[b] += partial[get_group_id(0) * BINS + b];
}
