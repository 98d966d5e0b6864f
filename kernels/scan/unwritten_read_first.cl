//pass
//--local_size=64 --num_groups=1 -D N=64
/* bvgen check twin: work item 5 reads u[5] before it writes it itself; the value reaches out[5]. */
#ifndef N
#define N 64
#endif
__kernel void scan(__global TYPE *in, __global TYPE *out) {
  __local TYPE s[N];
  __local TYPE u[N];
  unsigned t = get_local_id(0);
  s[t] = in[t];
  TYPE early = u[t];
  u[t] = in[t];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned offset = 1; offset < N; offset *= 2) {
    TYPE temp;
    if (t >= offset)
      temp = s[t - offset];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t >= offset)
      s[t] = OPERATOR(temp, s[t]);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[t] = t == 5 ? OPERATOR(s[t], early) : s[t];
}
