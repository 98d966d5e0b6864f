//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//write-write race on (even|odd)
/* Twin of select_private_table_ok.cl indexing the blocks with lid >> 2: work items 0 and 2 copy their particles into the same entry of even. */
typedef struct {
  float x, y, z, mass;
} particle;

__kernel void bins(__global const particle *in, __global particle *out) {
  __local particle even[32];
  __local particle odd[32];
  __local particle *bins[2] = {even, odd};
  int lid = get_local_id(0);
  int gid = get_global_id(0);
  __local particle *mine = bins[lid & 1];
  mine[lid >> 2] = in[gid]; // want "write-write race on (even|odd)"
  barrier(CLK_LOCAL_MEM_FENCE);
  __local particle *other = bins[(lid + 1) & 1];
  out[gid] = other[lid >> 1];
}
