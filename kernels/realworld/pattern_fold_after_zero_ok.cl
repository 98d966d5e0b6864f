//pass
//--local_size=64 --num_groups=8
/* Parboil TPACF's shape in small: sub-histograms in __local memory zeroed by a strided loop, a loop over the input (its trip count pinned, so it runs) whose barriers reset the zeroing writes, then a tree that folds the sub-histograms with a barrier per level, each level's (bin, column) pairs spread over the work items with the bin loop stepping by 64 / offset. The fold is race-free only because the zeroing writes are gone: the loop with the barriers ran (first-only), and each level's cells of a work item are congruent modulo (64 / offset) * 32 (shift-residue). */
#define BINS 4
#define HISTS 32
__kernel void fold_after_zero(__global uint *out, __global const uint *in, int n)
{
  __requires(n == 256);
  __local uint hist[BINS][HISTS];
  uint tid = get_local_id(0);
  for (uint w = 0; w < BINS * HISTS; w += 64)
    hist[(w + tid) / HISTS][(w + tid) % HISTS] = 0;
  for (int i = 0; i < n; i += 64) {
    barrier(CLK_LOCAL_MEM_FENCE);
    atomic_inc(&hist[in[get_group_id(0) * n + i + tid] % BINS][tid % HISTS]);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (uint offset = HISTS >> 1; offset > 0; offset >>= 1) {
    uint wi = tid & (offset - 1);
    uint bi = tid / offset;
    for (uint base = 0; base < BINS; base += 64 / offset)
      if (base + bi < BINS)
        hist[base + bi][wi] = hist[base + bi][wi] + hist[base + bi][wi + offset];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (tid < BINS)
    out[get_group_id(0) * BINS + tid] = hist[tid][0];
}
