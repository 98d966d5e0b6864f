//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=32
//race on (block|scratch)
/* pattern_ptr_select_ok.cl with the barrier replaced by a fence on global memory only (barrier(CLK_GLOBAL_MEM_FENCE)) : the stores to the selected __local buffer are not ordered before the neighbour's read. */
__kernel void smooth_select(__global const float *in, __global float *out, __local float *scratch, const int use_scratch)
{
  __local float block[128];
  int lid = get_local_id(0), gid = get_global_id(0), ls = get_local_size(0);
  __local float *dst = use_scratch ? scratch : block;
  dst[lid] = in[gid];
  barrier(CLK_GLOBAL_MEM_FENCE);
  float right = dst[(lid + 1) % ls];
  out[gid] = 0.5f * (dst[lid] + right);
}
