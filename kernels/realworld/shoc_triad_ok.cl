//pass
//--local_size=128 --num_groups=256
/* SHOC-style triad (STREAM: C = A + s*B) on float4 vectors with vload4/vstore4, each work item one vector, the element count a multiple of four pinned by __requires and a guard for the tail of the grid. */
__kernel void triad(__global const float *A, __global const float *B, __global float *C, const float s, const int n)
{
  __requires(n == 4 * 30000);
  int gid = get_global_id(0);
  if (4 * gid < n) {
    float4 a = vload4(gid, A);
    float4 b = vload4(gid, B);
    vstore4(a + s * b, gid, C);
  }
}
