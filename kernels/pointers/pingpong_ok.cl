//pass
//--local_size=64 --num_groups=1
/* Ping-pong buffers in local memory: each step reads src and writes dst, a barrier, then the two are swapped. */
__kernel void pingpong(__global int *out, int steps) {
  __local int x[64];
  __local int y[64];
  size_t t = get_local_id(0);
  __local int *src = x;
  __local int *dst = y;
  x[t] = (int)t;
  barrier(CLK_LOCAL_MEM_FENCE);
  #pragma bvgen invariant (src == x && dst == y) || (src == y && dst == x)
  for (int s = 0; s < steps; s++) {
    dst[t] = src[t] + src[(t + 1) % 64];
    barrier(CLK_LOCAL_MEM_FENCE);
    __local int *tmp = src;
    src = dst;
    dst = tmp;
  }
  out[get_global_id(0)] = src[t];
}
