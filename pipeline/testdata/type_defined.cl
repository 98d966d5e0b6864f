#define TYPE float
__kernel void type_defined(__global TYPE *a) {
  a[get_global_id(0)] = OPERATOR(a[0], a[1]);
}
