//pass
//--local_size=64 --num_groups=2
/* Twin of local_write_write_racy: each work item writes its own __local element buf[lid]. */
__kernel void local_write_write(__global int *out) {
  __local int buf[64];
  size_t lid = get_local_id(0);
  buf[lid] = (int)lid;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = buf[lid / 2];
}
