//pass
//--local_size=64 --num_groups=1 -D N=64
/* bvgen check twin: out[7] is computed from what out[7] held before the launch (read before any work item wrote it). */
#ifndef N
#define N 64
#endif
__kernel void scan(__global TYPE *in, __global TYPE *out) {
  __local TYPE s[N];
  unsigned t = get_local_id(0);
  s[t] = in[t];
  TYPE o = out[t];
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
  out[t] = t == 7 ? OPERATOR(o, s[t]) : s[t];
}
