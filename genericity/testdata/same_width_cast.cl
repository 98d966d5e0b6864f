#ifndef TYPE
#define TYPE uint
#endif
#ifndef OPERATOR
#define OPERATOR(a, b) ((a) + (b))
#endif
#ifndef IDENTITY
#define IDENTITY 0
#endif
__kernel void k(__global TYPE *in, __global TYPE *out) {
  unsigned t = get_local_id(0);
  __global uint *p = (__global uint *)out;
  p[t] = in[t]; // want64 "converted" want64 "written 4 byte" want64 "result of a conversion is stored into out"
}
