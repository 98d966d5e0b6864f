//pass
//--local_size=64 --num_groups=4
/* Lookup table in __constant memory: the table's contents are known, so the scatter index perm[lid & 7] is a permutation and the writes of a work group do not collide. */
__constant uint perm[8] = {3, 0, 7, 5, 1, 6, 2, 4};

__kernel void lut_scatter(__global const float *in, __global float *out) {
  size_t lid = get_local_id(0);
  size_t base = get_group_id(0) * 64;
  uint slot = (uint)(lid & ~7u) + perm[lid & 7];
  __assert(slot < 64u);
  out[base + slot] = in[base + lid] * 2.0f;
}
