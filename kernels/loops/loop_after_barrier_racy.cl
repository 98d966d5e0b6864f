//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//write-write race on s
/* loop_after_barrier_ok.cl with a stride of 32 for 64 work items: work items lid and lid + 32 both write s[lid + 32]. */
__kernel void k(__global float *in, __global float *out) {
  __local float s[129];
  int lid = get_local_id(0);
  s[lid + 1] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int k = lid; k < 128; k += 32)
    s[k] = 2.0f * in[k];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = s[lid];
}
