// Generic inclusive Kogge-Stone scan in place on one __global buffer, with a
// __local scratch argument and the length as a scalar argument.
#ifndef TYPE
#define TYPE uint
#define OPERATOR(a, b) ((a) + (b))
#endif

__kernel void scan_inplace(__global TYPE *data, __local TYPE *buf, uint n) {
  unsigned t = get_local_id(0);
  buf[t] = data[t];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned offset = 1; offset < n; offset *= 2) {
    TYPE tmp = buf[t];
    if (t >= offset) {
      tmp = OPERATOR(buf[t - offset], buf[t]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    buf[t] = tmp;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  data[t] = buf[t];
}
