//pass
//--local_size=64 --num_groups=4 --no-inline
/* A pure helper function kept as a call (--no-inline); the kernel is race-free either way. */
static int mix(int x, int y) { return (x ^ (y << 3)) + 17; }

__kernel void helper_noinline(__global int *out, __global const int *in) {
  size_t gid = get_global_id(0);
  out[gid] = mix(in[gid], (int)gid);
}
