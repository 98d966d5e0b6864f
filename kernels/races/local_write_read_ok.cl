//pass
//--local_size=64 --num_groups=2
/* Twin of local_write_read_racy: each work item reads back only its own __local element. */
__kernel void local_write_read(__global const int *in, __global int *out) {
  __local int buf[64];
  size_t lid = get_local_id(0);
  buf[lid] = in[get_global_id(0)];
  int y = buf[lid];
  out[get_global_id(0)] = y;
}
