// BUGGY Kogge-Stone: the loop stops one step early (offset < N/2), so the
// upper half never receives the sums of the lower elements.
#ifndef TYPE
#define TYPE uint
#define OPERATOR(a, b) ((a) + (b))
#endif

__kernel void scan(__global TYPE *in, __global TYPE *out) {
  __local TYPE buf[N];
  unsigned t = get_local_id(0);
  buf[t] = in[t];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned offset = 1; offset < N / 2; offset *= 2) {
    TYPE tmp = buf[t];
    if (t >= offset) {
      tmp = OPERATOR(buf[t - offset], buf[t]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    buf[t] = tmp;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[t] = buf[t];
}
