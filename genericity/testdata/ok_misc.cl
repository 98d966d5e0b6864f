#ifndef TYPE
#define TYPE uint
#endif
#ifndef OPERATOR
#define OPERATOR(a, b) ((a) + (b))
#endif
#ifndef IDENTITY
#define IDENTITY 0
#endif
/* generic: in place, a private TYPE array, IDENTITY, a select of elements on a thread condition, assertions on elements */
__kernel void k(__global TYPE *data, __global TYPE *other) {
  unsigned t = get_local_id(0);
  __local TYPE buf[64];
  TYPE priv[2];
  priv[0] = data[2 * t];
  priv[1] = data[2 * t + 1];
  buf[t] = t == 0 ? IDENTITY : OPERATOR(priv[0], priv[1]);
  barrier(CLK_LOCAL_MEM_FENCE);
  TYPE x = t > 0 ? buf[t - 1] : buf[t];
  __assert(t != 0 || buf[0] == IDENTITY);
  data[t] = x;
  other[t] = OPERATOR(x, IDENTITY);
}
