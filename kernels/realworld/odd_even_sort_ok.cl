//pass
//--local_size=64 --num_groups=8
/* Odd-even transposition sort of 128 keys per work group in __local memory: in phase p work item i orders the pair starting at 2i + (p & 1), a barrier after every phase. */
#define LS 64
#define N (2 * LS)
__kernel void odd_even_sort(__global float *keys) {
  __local float s[N];
  int lid = get_local_id(0);
  int base = get_group_id(0) * N;
  s[2 * lid] = keys[base + 2 * lid];
  s[2 * lid + 1] = keys[base + 2 * lid + 1];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int phase = 0; phase < N; phase++) {
    int i = 2 * lid + (phase & 1);
    if (i + 1 < N) {
      float a = s[i], b = s[i + 1];
      s[i] = fmin(a, b);
      s[i + 1] = fmax(a, b);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  keys[base + 2 * lid] = s[2 * lid];
  keys[base + 2 * lid + 1] = s[2 * lid + 1];
}
