//pass
//--local_size=64 --num_groups=4
/* Non-kernel helper functions (static and plain), one writing through a pointer. */
static int square_plus(int x, int y) { return x * x + y; }

void store_at(__global int *p, size_t i, int v) { p[i] = v; }

int clamp_to(int x, int hi) {
  if (x > hi)
    return hi;
  return x;
}

__kernel void helper_function(__global int *out, __global const int *in, int hi) {
  size_t gid = get_global_id(0);
  int v = square_plus(in[gid], (int)gid);
  store_at(out, gid, clamp_to(v, hi));
}
