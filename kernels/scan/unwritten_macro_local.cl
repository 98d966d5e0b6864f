//pass
//--local_size=64 --num_groups=1 -D N=64
/* bvgen check refuses (exit 4): the __local TYPE array s is declared through a macro, which the interval test's fill does not see. */
#ifndef N
#define N 64
#endif
#define SHARED(name, n) __local TYPE name[n]
__kernel void scan(__global TYPE *in, __global TYPE *out) {
  SHARED(s, N);
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
  out[t] = s[t];
}
