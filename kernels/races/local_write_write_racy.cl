//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//write-write race on buf
/* Two work items write the same __local element buf[lid / 2]. */
__kernel void local_write_write(__global int *out) {
  __local int buf[64];
  size_t lid = get_local_id(0);
  buf[lid / 2] = (int)lid; // want "write-write race on buf"
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = buf[lid / 2];
}
