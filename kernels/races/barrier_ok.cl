//pass
//--local_size=128 --num_groups=2
/* Twin of barrier_racy: barrier(CLK_LOCAL_MEM_FENCE) orders the neighbour exchange. */
__kernel void barrier_fix(__global const float *in, __global float *out) {
  __local float tile[128];
  size_t lid = get_local_id(0);
  tile[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tile[(lid + 1) % 128] - tile[lid];
}
