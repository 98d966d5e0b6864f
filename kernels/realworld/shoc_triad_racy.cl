//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=256
//write-write race on C
/* shoc_triad_ok.cl storing through a pointer advanced by two floats per work item (vstore4(..., 0, C + 2 * gid), a float2 stride left from an older version): neighbouring work items write two floats in common. */
__kernel void triad(__global const float *A, __global const float *B, __global float *C, const float s, const int n)
{
  __requires(n == 4 * 30000);
  int gid = get_global_id(0);
  if (4 * gid < n) {
    float4 a = vload4(gid, A);
    float4 b = vload4(gid, B);
    vstore4(a + s * b, 0, C + 2 * gid);
  }
}
