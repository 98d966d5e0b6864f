//pass
//--local_size=128 --num_groups=32
/* A pointer selected between a __local block declared in the kernel and a __local scratch buffer passed by the host (dst = use_scratch ? scratch : block, a uniform argument): each work item stages its element through the chosen buffer, a barrier, and reads its neighbour's element back for a two-point average. */
__kernel void smooth_select(__global const float *in, __global float *out, __local float *scratch, const int use_scratch)
{
  __local float block[128];
  int lid = get_local_id(0), gid = get_global_id(0), ls = get_local_size(0);
  __local float *dst = use_scratch ? scratch : block;
  dst[lid] = in[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  float right = dst[(lid + 1) % ls];
  out[gid] = 0.5f * (dst[lid] + right);
}
