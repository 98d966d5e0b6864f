//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//race on hist
/* pattern_fold_after_zero_ok.cl with the input length not pinned: for n <= 0 the loop with the barriers does not run, and the fold then writes cells that other work items zeroed with no barrier between. */
#define BINS 4
#define HISTS 32
__kernel void fold_after_zero(__global uint *out, __global const uint *in, int n)
{
  __requires(n <= 256);
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
