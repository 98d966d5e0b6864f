//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//read-write race on buf
/* Read of a neighbour's __local element, then write of one's own, with no barrier in between. */
__kernel void local_read_write(__global const int *in, __global int *out) {
  __local int buf[64];
  size_t lid = get_local_id(0);
  buf[lid] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  int x = buf[(lid + 1) % 64];
  buf[lid] = x * 2; // want "read-write race on buf"
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = buf[lid];
}
