//xfail:IR_ERROR
//--local_size=64 --num_groups=4
//unsupported use of private memory holding pointers
/* A private struct holding a pointer copied as a whole (memcpy): bvgen follows pointers in private memory only through loads and stores of one pointer or scalar. */
struct view {
  __global int *data;
  int n;
};

__kernel void private_memcpy(__global int *a) {
  struct view v, w;
  v.data = a;
  v.n = 1;
  w = v;
  w.data[get_global_id(0)] = w.n;
}
