//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=1
//race on lmem
/* shoc_scan_top_ok.cl without the barrier between reading lmem[idx - i] and adding it in: work item idx - i may already be updating the cell that work item idx is reading. */
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
