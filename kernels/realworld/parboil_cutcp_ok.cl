//pass
//--local_size=[8,8,2] --num_groups=[8,8,8]
/* Parboil-style cut-off Coulombic potential on a 64^3 lattice: each group owns an 8x8x8 region, each work item four lattice points along z (registers e0..e3); the group walks the 27 neighbouring atom bins (out-of-range bins skipped, uniformly: the test depends on group ids and loop counters only), eight work items stage a bin's atoms (float4: position and charge) in __local memory between two barriers, and every work item accumulates q * rsqrt(r2) * (1 - r2/c2)^2 for the atoms inside the cut-off, the atom loop leaving early at the first empty slot. */
#define REGION 8
#define BIN_DEPTH 8
#define NBINS 8
#define ACC(e, k) { float dz = (z0 + (k)) * h - at.z; float r2 = dxy2 + dz * dz; \
  if (r2 < cutoff2) { float s = 1.0f - r2 * inv_cutoff2; e += at.w * native_rsqrt(r2) * s * s; } }
__kernel void cutoff_potential(__global const float4 *bins, __global float *lattice, const float h, const float cutoff2, const float inv_cutoff2)
{
  __local float4 atoms[BIN_DEPTH];
  int lx = get_local_id(0), ly = get_local_id(1), lz = get_local_id(2);
  int tid = (lz * REGION + ly) * REGION + lx;
  int bx = get_group_id(0), by = get_group_id(1), bz = get_group_id(2);
  int nx = NBINS * REGION, ny = NBINS * REGION;
  int x = bx * REGION + lx, y = by * REGION + ly, z0 = bz * REGION + lz * 4;
  float px = x * h, py = y * h;
  float e0 = 0.0f, e1 = 0.0f, e2 = 0.0f, e3 = 0.0f;
  for (int dz = -1; dz <= 1; dz++)
    for (int dy = -1; dy <= 1; dy++)
      for (int dx = -1; dx <= 1; dx++) {
        int nbx = bx + dx, nby = by + dy, nbz = bz + dz;
        if (nbx < 0 || nbx >= NBINS || nby < 0 || nby >= NBINS || nbz < 0 || nbz >= NBINS)
          continue;
        int bin = (nbz * NBINS + nby) * NBINS + nbx;
        barrier(CLK_LOCAL_MEM_FENCE);
        if (tid < BIN_DEPTH)
          atoms[tid] = bins[bin * BIN_DEPTH + tid];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int a = 0; a < BIN_DEPTH; a++) {
          float4 at = atoms[a];
          if (at.w == 0.0f)
            break;
          float ddx = px - at.x, ddy = py - at.y;
          float dxy2 = ddx * ddx + ddy * ddy;
          if (dxy2 >= cutoff2)
            continue;
          ACC(e0, 0) ACC(e1, 1) ACC(e2, 2) ACC(e3, 3)
        }
      }
  lattice[((z0 + 0) * ny + y) * nx + x] = e0;
  lattice[((z0 + 1) * ny + y) * nx + x] = e1;
  lattice[((z0 + 2) * ny + y) * nx + x] = e2;
  lattice[((z0 + 3) * ny + y) * nx + x] = e3;
}
