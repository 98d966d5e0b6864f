//pass
//--local_size=64 --num_groups=2
/* Twin of local_read_write_racy: a barrier separates the neighbour read from the write. */
__kernel void local_read_write(__global const int *in, __global int *out) {
  __local int buf[64];
  size_t lid = get_local_id(0);
  buf[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  int x = buf[(lid + 1) % 64];
  barrier(CLK_LOCAL_MEM_FENCE);
  buf[lid] = x * 2;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = buf[lid];
}
