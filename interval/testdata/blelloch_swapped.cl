// BUGGY Blelloch: the down-sweep swaps the operands of OPERATOR. Correct for
// commutative operators such as +, wrong for a generic monoid.
#ifndef TYPE
#define TYPE uint
#define OPERATOR(a, b) ((a) + (b))
#define IDENTITY 0u
#endif

__kernel void scan(__global TYPE *in, __global TYPE *out) {
  __local TYPE buf[N];
  unsigned t = get_local_id(0);
  buf[2 * t] = in[2 * t];
  buf[2 * t + 1] = in[2 * t + 1];
  unsigned offset = 1;
  for (unsigned d = N >> 1; d > 0; d >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < d) {
      unsigned ai = offset * (2 * t + 1) - 1;
      unsigned bi = offset * (2 * t + 2) - 1;
      buf[bi] = OPERATOR(buf[ai], buf[bi]);
    }
    offset *= 2;
  }
  if (t == 0) {
    buf[N - 1] = IDENTITY;
  }
  for (unsigned d = 1; d < N; d *= 2) {
    offset >>= 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < d) {
      unsigned ai = offset * (2 * t + 1) - 1;
      unsigned bi = offset * (2 * t + 2) - 1;
      TYPE left = buf[ai];
      buf[ai] = buf[bi];
      buf[bi] = OPERATOR(left, buf[bi]);
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[2 * t] = buf[2 * t];
  out[2 * t + 1] = buf[2 * t + 1];
}
