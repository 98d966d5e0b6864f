//pass
//--local_size=64 --num_groups=1 -D N=64
/* bvgen check twin: the last work item reads u[0] before the barrier after which work item 0 writes it. */
#ifndef N
#define N 64
#endif
__kernel void scan(__global TYPE *in, __global TYPE *out) {
  __local TYPE s[N];
  __local TYPE u[1];
  unsigned t = get_local_id(0);
  s[t] = in[t];
  TYPE late = IDENTITY;
  if (t == N - 1)
    late = u[0];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t == 0)
    u[0] = IDENTITY;
  for (unsigned offset = 1; offset < N; offset *= 2) {
    TYPE temp;
    if (t >= offset)
      temp = s[t - offset];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t >= offset)
      s[t] = OPERATOR(temp, s[t]);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[t] = OPERATOR(s[t], late);
}
