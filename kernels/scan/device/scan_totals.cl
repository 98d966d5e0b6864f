//pass
//--local_size=256 --num_groups=1 -D M=1000 -D C=4
/* Launch 2: an exclusive scan, in place, of the M block totals by one work group of L work items. Work item t owns the chunk [t*C, t*C + C) (L*C >= M): it reduces its chunk, the group scans the L chunk sums (Kogge-Stone), and each work item rescans its chunk from its offset. That work item t touches only its own chunk is inferred (the span-offset candidates). */
#ifndef TYPE
#define TYPE uint
#endif
#ifndef OPERATOR
#define OPERATOR(a, b) ((a) + (b))
#endif
#ifndef IDENTITY
#define IDENTITY 0
#endif
#ifndef L
#define L 256
#endif
#ifndef M
#define M 1000
#endif
#ifndef C
#define C 4
#endif

__kernel void scan_totals(__global TYPE *sums) {
  __local TYPE part[L];
  unsigned t = get_local_id(0);
  unsigned lo = t * C;
  TYPE acc = IDENTITY;
  for (unsigned i = 0; i < C; i++) {
    if (lo + i < M)
      acc = OPERATOR(acc, sums[lo + i]);
  }
  part[t] = acc;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned d = 1; d < L; d *= 2) {
    TYPE temp;
    if (t >= d)
      temp = part[t - d];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t >= d)
      part[t] = OPERATOR(temp, part[t]);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  TYPE run = IDENTITY;
  if (t > 0)
    run = part[t - 1];
  for (unsigned i = 0; i < C; i++) {
    if (lo + i < M) {
      TYPE x = sums[lo + i];
      sums[lo + i] = run;
      run = OPERATOR(run, x);
    }
  }
}
