//pass
//--local_size=64 --num_groups=1 -D N=64
/* bvgen check twin: a race-free, generic Kogge-Stone scan whose last work item combines u[0], a __local cell no work item ever writes (found on PoCL as a false certificate: the device compiler may fold the undefined read). check must name the read of u[0]. */
#ifndef TYPE
#define TYPE uint
#endif
#ifndef OPERATOR
#define OPERATOR(a, b) ((a) + (b))
#endif
#ifndef N
#define N 64
#endif
__kernel void scan(__global TYPE *in, __global TYPE *out) {
  __local TYPE s[N];
  __local TYPE u[N];
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
  if (t == N - 1)
    out[t] = OPERATOR(s[t], u[0]);
  else
    out[t] = s[t];
}
