//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=32
//race on s
/* pattern_loop_after_barrier_ok.cl without the barrier between reading the neighbours and repacking the buffer: work item lid writes s[lid] while work item lid - 1 may still be reading it as its right neighbour. */
#define GS 64
__kernel void gradient_pack(__global const float *in, __global float *out, const int n)
{
  __requires(n == 32 * GS);
  __local float s[2 * GS];
  int lid = get_local_id(0), gid = get_global_id(0), grp = get_group_id(0);
  s[lid + 1] = in[gid];
  if (lid == 0)
    s[0] = gid > 0 ? in[gid - 1] : in[gid];
  if (lid == GS - 1)
    s[GS + 1] = gid + 1 < n ? in[gid + 1] : in[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  float left = s[lid], right = s[lid + 2];
  float mag = fabs(right - left) * 0.5f;
  float dir = right >= left ? 1.0f : -1.0f;
  for (int k = lid; k < 2 * GS; k += GS)
    s[k] = k < GS ? mag : dir;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int k = lid; k < 2 * GS; k += GS)
    out[grp * 2 * GS + k] = s[k];
}
