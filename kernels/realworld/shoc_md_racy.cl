//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=96
//race on force
/* shoc_md_ok.cl using Newton's third law to halve the work (the reaction subtracted from the neighbour, force[jidx] -= ...) without atomics, while the neighbour writes its own force. */
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
      force[jidx] -= (float4)(delx * fmag, dely * fmag, delz * fmag, 0.0f);
    }
  }
  force[idx] = f;
}
