/* Hillis-Steele scan double-buffered in a 2-D __local array, staging
   through a private array. With SKIP_LOW, work items below the offset
   leave pair[1] unwritten and store it anyway. */
#ifndef N
#define N 64
#endif
__kernel void scan(__global TYPE *in, __global TYPE *out) {
  __local TYPE buf[2][N];
  TYPE pair[2];
  unsigned t = get_local_id(0);
  int p = 0;
  buf[0][t] = in[t];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned off = 1; off < N; off *= 2) {
    pair[0] = buf[p][t];
#ifdef SKIP_LOW
    if (t >= off)
      pair[1] = OPERATOR(buf[p][t - off], pair[0]);
#else
    pair[1] = t >= off ? OPERATOR(buf[p][t - off], pair[0]) : pair[0];
#endif
    buf[1 - p][t] = pair[1];
    p = 1 - p;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[t] = buf[p][t];
}
