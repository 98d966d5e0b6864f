//pass
//--local_size=64 --num_groups=1 -D N=64
/* bvgen check twin: the last work item combines u[3], a cell of a __local TYPE buffer parameter that nobody writes. */
#ifndef N
#define N 64
#endif
__kernel void scan(__global TYPE *in, __global TYPE *out, __local TYPE *s, __local TYPE *u) {
  unsigned t = get_local_id(0);
  s[t] = in[t];
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
  out[t] = t == N - 1 ? OPERATOR(s[t], u[3]) : s[t];
}
