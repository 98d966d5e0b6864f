//pass
//--local_size=128 --num_groups=96
/* SHOC-style molecular dynamics, the Lennard-Jones force kernel: each work item owns one atom, walks its neighbour list (column-major, a fixed count per atom), gathers neighbour positions through the data-dependent indices, accumulates the force inside the cut-off in a private float4, and writes only its own atom's force. */
__kernel void compute_lj_force(__global float4 *force, __global const float4 *position, const int neighCount, __global const int *neighList, const float cutsq, const float lj1, const float lj2, const int inum)
{
  __requires(inum == 12288 && neighCount == 128);
  int idx = get_global_id(0);
  if (idx >= inum)
    return;
  float4 ipos = position[idx];
  float4 f = (float4)(0.0f);
  for (int j = 0; j < neighCount; j++) {
    int jidx = neighList[j * inum + idx];
    float4 jpos = position[jidx];
    float delx = ipos.x - jpos.x;
    float dely = ipos.y - jpos.y;
    float delz = ipos.z - jpos.z;
    float r2 = delx * delx + dely * dely + delz * delz;
    if (r2 < cutsq) {
      float r2inv = 1.0f / r2;
      float r6inv = r2inv * r2inv * r2inv;
      float fmag = r2inv * r6inv * (lj1 * r6inv - lj2);
      f.x += delx * fmag;
      f.y += dely * fmag;
      f.z += delz * fmag;
    }
  }
  force[idx] = f;
}
