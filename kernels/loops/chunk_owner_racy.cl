//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 -D C=8
//race on data
/* Twin of chunk_owner_ok.cl whose last loop runs one element too far (i <= C): work item t writes the first element of work item t+1's chunk, which t+1 read in its first loop. */
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
  for (unsigned i = 0; i <= C; i++)
    data[lo + i] = total - data[lo + i];
}
