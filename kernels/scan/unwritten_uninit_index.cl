//pass
//--local_size=64 --num_groups=1 -D N=64
/* bvgen check refuses (exit 4): src is read before it is written when t >= N/2, and decides an address. */
#ifndef N
#define N 64
#endif
__kernel void scan(__global TYPE *in, __global TYPE *out) {
  __local TYPE s[N];
  unsigned t = get_local_id(0);
  unsigned src;
  if (t < N / 2)
    src = t + N / 2;
  s[t] = in[src % N];
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
