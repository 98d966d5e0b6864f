//pass
//--local_size=64 --num_groups=1
/* barrier() with CLK_LOCAL_MEM_FENCE, CLK_GLOBAL_MEM_FENCE and both; each fence covers the memory it orders. */
__kernel void barrier_fences(__global int *g, __global int *out) {
  __local int l[64];
  size_t lid = get_local_id(0);
  size_t nb = (lid + 1) % 64;
  l[lid] = (int)lid;
  barrier(CLK_LOCAL_MEM_FENCE);                          /* orders l */
  int a = l[nb];
  g[lid] = a;
  barrier(CLK_GLOBAL_MEM_FENCE);                         /* orders g */
  int b = g[nb];
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);   /* orders l and g */
  l[lid] = a + b;
  g[lid] = b + 1;
  out[lid] = l[lid] + g[lid];
}
