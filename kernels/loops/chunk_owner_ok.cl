//pass
//--local_size=64 --num_groups=1 -D C=8
/* Each work item owns a chunk of C consecutive elements: it sums its chunk, the group combines the sums in local memory, and each work item writes its chunk back. Needs the span-offset candidate: the reads of the first loop stay in the log through the other loops. */
#ifndef C
#define C 8
#endif

__kernel void chunks(__global uint *data) {
  __local uint part[64];
  unsigned t = get_local_id(0);
  unsigned lo = t * C;
  uint acc = 0;
  for (unsigned i = 0; i < C; i++)
    acc += data[lo + i];
  part[t] = acc;
  barrier(CLK_LOCAL_MEM_FENCE);
  uint total = 0;
  for (unsigned k = 0; k < 64; k++)
    total += part[k];
  for (unsigned i = 0; i < C; i++)
    data[lo + i] = total - data[lo + i];
}
