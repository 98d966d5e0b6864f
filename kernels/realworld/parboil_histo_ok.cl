//pass
//--local_size=256 --num_groups=16
/* Parboil-style 256-bin histogram in two kernels: histo_sub keeps four sub-histograms per group in __local memory (one per 64-work-item slice, to spread atomic contention), cleared by a strided loop, filled with atomic_inc over a grid-stride loop of bytes, then merged per bin across the sub-histograms into the group's partial histogram in global memory; histo_merge sums the partial histograms bin by bin, one work item per bin. */
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
  uint b = get_global_id(0);
  if (b < BINS) {
    uint s = 0;
    for (uint g = 0; g < groups; g++)
      s += partial[g * BINS + b];
    hist[b] = s;
  }
}
