//pass
//--local_size=64 --num_groups=1 -D N=64
/* bvgen check twin: the private TYPE variable acc is only assigned by work item 0 but combined into out[3] by work item 3. */
#ifndef N
#define N 64
#endif
__kernel void scan(__global TYPE *in, __global TYPE *out) {
  __local TYPE s[N];
  unsigned t = get_local_id(0);
  s[t] = in[t];
  barrier(CLK_LOCAL_MEM_FENCE);
  TYPE acc;
  for (unsigned offset = 1; offset < N; offset *= 2) {
    TYPE temp;
    if (t >= offset)
      temp = s[t - offset];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t >= offset)
      s[t] = OPERATOR(temp, s[t]);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (t == 0)
    acc = s[t];
  out[t] = t == 0 ? acc : OPERATOR(IDENTITY, s[t]);
  if (t == 3) out[t] = OPERATOR(acc, s[t]);
}
