//pass
//--local_size=64 --num_groups=1 -D N=64
/* bvgen check refuses (exit 4): the scan reads live, a __local int array; check cannot show that such reads see only cells the launch wrote. */
#ifndef N
#define N 64
#endif
__kernel void scan(__global TYPE *in, __global TYPE *out) {
  __local TYPE s[N];
  __local int live[N];
  unsigned t = get_local_id(0);
  s[t] = in[t];
  live[t] = 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned offset = 1; offset < N; offset *= 2) {
    TYPE temp;
    if (t >= offset && live[t - offset])
      temp = s[t - offset];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t >= offset && live[t - offset])
      s[t] = OPERATOR(temp, s[t]);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[t] = s[t];
}
