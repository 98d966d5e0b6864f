//pass
//--local_size=64 --num_groups=4
/* while loop with a thread-dependent trip count and a break; accesses A[tid]. */
__kernel void while_loop(__global uint *A, uint limit) {
  size_t tid = get_global_id(0);
  uint v = (uint)tid;
  uint steps = 0;
  while (v != 1u && v != 0u) {
    v = (v & 1u) ? 3u * v + 1u : v / 2u;
    steps++;
    if (steps > limit)
      break;
    A[tid] = steps;
  }
}
