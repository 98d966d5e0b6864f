//pass
//--local_size=64 --num_groups=4
/* Two steps of a tree reduction whose barrier fence is a kernel argument (barrier(flags) with run-time flags); the host passes CLK_LOCAL_MEM_FENCE (the precondition says so). */
__kernel void reduce(__global const int *in, __global int *out, int fence) {
  __requires(fence == CLK_LOCAL_MEM_FENCE);
  __local int buf[64];
  size_t lid = get_local_id(0);
  buf[lid] = in[get_global_id(0)];
  barrier(fence);
  if (lid < 32) buf[lid] += buf[lid + 32];
  barrier(fence);
  if (lid == 0) out[get_group_id(0)] = buf[0];
}
