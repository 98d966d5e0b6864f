//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//race on (a|b)
/* pingpong_local_jacobi_ok.cl that forgets the swap of nxt (only cur moves): from the second sweep on both pointers name one array, which is updated in place. */
#define LS 64
#define ITERS 8
__kernel void pingpong_jacobi(__global float *u) {
  __local float a[LS + 2], b[LS + 2];
  int lid = get_local_id(0);
  a[lid + 1] = u[get_global_id(0)];
  if (lid == 0) {
    a[0] = b[0] = 0.0f;
    a[LS + 1] = b[LS + 1] = 0.0f;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  __local float *cur = a, *nxt = b;
  for (int it = 0; it < ITERS; it++) {
    nxt[lid + 1] = 0.5f * (cur[lid] + cur[lid + 2]);
    barrier(CLK_LOCAL_MEM_FENCE);
    __local float *t = cur;
    cur = nxt;
  }
  u[get_global_id(0)] = cur[lid + 1];
}
