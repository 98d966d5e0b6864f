//pass
//--local_size=256 --num_groups=1
/* SHOC-style top-level scan: one group scans the per-block sums of the reduce pass in place (an exclusive scan, fewer sums than work items allowed) with a Kogge-Stone scan in a double-length __local array parameter (the lower half zeroed so that reads below the start need no test), read into a register, barrier, add, barrier per step; the scan lives in an inlined helper. */
float scan_local(float val, __local float *lmem, int exclusive)
{
  int idx = get_local_id(0);
  lmem[idx] = 0.0f;
  idx += get_local_size(0);
  lmem[idx] = val;
  barrier(CLK_LOCAL_MEM_FENCE);
  float t;
  for (int i = 1; i < get_local_size(0); i *= 2) {
    t = lmem[idx - i];
    barrier(CLK_LOCAL_MEM_FENCE);
    lmem[idx] += t;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  return lmem[idx - exclusive];
}

__kernel void top_scan(__global float *isums, const int n, __local float *lmem)
{
  __requires(n >= 1 && n <= 256);
  int lid = get_local_id(0);
  float val = lid < n ? isums[lid] : 0.0f;
  val = scan_local(val, lmem, 1);
  if (lid < n)
    isums[lid] = val;
}
