//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//write-write race on out
/* Twin of lut_scatter_ok: the table repeats an entry (5 twice), so two work items scatter to the same slot. */
__constant uint perm[8] = {3, 0, 7, 5, 1, 5, 2, 4};

__kernel void lut_scatter(__global const float *in, __global float *out) {
  size_t lid = get_local_id(0);
  size_t base = get_group_id(0) * 64;
  uint slot = (uint)(lid & ~7u) + perm[lid & 7];
  __assert(slot < 64u);
  out[base + slot] = in[base + lid] * 2.0f; // want "write-write race on out"
}
