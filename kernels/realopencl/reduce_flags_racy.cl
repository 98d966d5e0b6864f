//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//race on buf
/* Twin of reduce_flags_ok: the fence argument may be CLK_GLOBAL_MEM_FENCE, which does not order the __local buffer. */
__kernel void reduce(__global const int *in, __global int *out, int fence) {
  __local int buf[64];
  size_t lid = get_local_id(0);
  buf[lid] = in[get_global_id(0)];
  barrier(fence);
  if (lid < 32) buf[lid] += buf[lid + 32]; // want "race on buf"
  barrier(fence);
  if (lid == 0) out[get_group_id(0)] = buf[0];
}
