//pass
//--local_size=64 --num_groups=4
/* Twin of bodiless_local_racy: one work item per group calls the function without a body, and a barrier separates its accesses to tile from the reads after it. */
void fill(__local int *p, int n);

__kernel void fill_tile(__global int *out) {
  __local int tile[64];
  size_t l = get_local_id(0);
  if (l == 0)
    fill(tile, 64);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tile[l];
}
