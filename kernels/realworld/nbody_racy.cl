//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//race on localPos
/* nbody_ok.cl without the barrier at the end of a tile: fast work items load the next tile over bodies that slow ones are still reading. */
#define LS 64
__kernel void nbody_sim(__global const float4 *pos, __global const float4 *vel, __global float4 *newPos, __global float4 *newVel, int numBodies, float deltaTime, float epsSqr) {
  __local float4 localPos[LS];
  int gid = get_global_id(0);
  int tid = get_local_id(0);
  float4 myPos = pos[gid];
  float4 acc = (float4)(0.0f);
  for (int tile = 0; tile < numBodies / LS; tile++) {
    localPos[tid] = pos[tile * LS + tid]; // want "race on localPos"
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int j = 0; j < LS; j++) {
      float4 r = localPos[j] - myPos;
      float distSqr = r.x * r.x + r.y * r.y + r.z * r.z;
      float invDist = native_rsqrt(distSqr + epsSqr);
      float s = localPos[j].w * invDist * invDist * invDist;
      acc += s * r;
    }
  }
  float4 oldVel = vel[gid];
  float4 p = myPos + oldVel * deltaTime + acc * 0.5f * deltaTime * deltaTime;
  p.w = myPos.w;
  newPos[gid] = p;
  newVel[gid] = oldVel + acc * deltaTime;
}
