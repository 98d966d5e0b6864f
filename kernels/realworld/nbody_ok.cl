//pass
//--local_size=64 --num_groups=8
/* N-body step (AMD APP SDK NBody): positions as float4 (w = mass), the group stages 64 bodies at a time in a __local tile and accumulates the softened acceleration; new positions and velocities go to separate buffers. */
#define LS 64
__kernel void nbody_sim(__global const float4 *pos, __global const float4 *vel, __global float4 *newPos, __global float4 *newVel, int numBodies, float deltaTime, float epsSqr) {
  __local float4 localPos[LS];
  int gid = get_global_id(0);
  int tid = get_local_id(0);
  float4 myPos = pos[gid];
  float4 acc = (float4)(0.0f);
  for (int tile = 0; tile < numBodies / LS; tile++) {
    localPos[tid] = pos[tile * LS + tid];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int j = 0; j < LS; j++) {
      float4 r = localPos[j] - myPos;
      float distSqr = r.x * r.x + r.y * r.y + r.z * r.z;
      float invDist = native_rsqrt(distSqr + epsSqr);
      float s = localPos[j].w * invDist * invDist * invDist;
      acc += s * r;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  float4 oldVel = vel[gid];
  float4 p = myPos + oldVel * deltaTime + acc * 0.5f * deltaTime * deltaTime;
  p.w = myPos.w;
  newPos[gid] = p;
  newVel[gid] = oldVel + acc * deltaTime;
}
