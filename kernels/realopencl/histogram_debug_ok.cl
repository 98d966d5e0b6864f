//pass
//--local_size=64 --num_groups=4
/* A local histogram with a debug printf of each bin (vector argument too) and sincos writing its cosine through a pointer into the work item's own slot. */
__kernel void histogram_debug(__global const uint *in, __global uint *bins, __global float *phase) {
  __local uint hist[16];
  size_t lid = get_local_id(0), gid = get_global_id(0);
  if (lid < 16) hist[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_inc(&hist[in[gid] & 15]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < 16) {
    printf("group %d bin %d: %u %v2u\n", (int)get_group_id(0), (int)lid, hist[lid], (uint2)(hist[lid], lid));
    bins[get_group_id(0) * 16 + lid] = hist[lid];
  }
  float c;
  float s = sincos((float)gid, &c);
  phase[2 * gid] = s;
  phase[2 * gid + 1] = c;
}
